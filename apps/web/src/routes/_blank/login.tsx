import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { unauthenticatedOnly } from '@/app/guards';
import { LoginPage } from '@/features/auth/components/login-page';

export const Route = createFileRoute('/_blank/login')({
  validateSearch: z.object({ to: z.string().optional() }).passthrough(),
  beforeLoad: unauthenticatedOnly,
  component: LoginPage,
});
