import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';

export const Route = createFileRoute('/_blank/pages/authentication/forgot-password-v2')({
  component: () => <ForgotPasswordPage variant="v2" />,
});
