import { createFileRoute } from '@tanstack/react-router';
import { unauthenticatedOnly } from '@/app/guards';
import { RegisterPage } from '@/features/auth/components/register-page';

export const Route = createFileRoute('/_blank/register')({
  beforeLoad: unauthenticatedOnly,
  component: RegisterPage,
});
