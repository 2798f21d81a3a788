import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

export const Route = createFileRoute('/_blank/pages/authentication/reset-password-v2')({
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage variant="v2" token={token} />;
  },
});
