import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { unauthenticatedOnly } from '@/app/guards';
import { LoginPage } from '@/features/auth/components/login-page';

/** The admin area's login: the same page as /login, only for users not logged in (spec 000 §2). */
export const Route = createFileRoute('/_blank/admin/login')({
  validateSearch: z.object({ to: z.string().optional() }).passthrough(),
  beforeLoad: unauthenticatedOnly,
  component: LoginPage,
});
