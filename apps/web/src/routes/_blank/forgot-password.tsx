import { createFileRoute } from '@tanstack/react-router';
import { unauthenticatedOnly } from '@/app/guards';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';

export const Route = createFileRoute('/_blank/forgot-password')({
  beforeLoad: unauthenticatedOnly,
  component: ForgotPasswordPage,
});
