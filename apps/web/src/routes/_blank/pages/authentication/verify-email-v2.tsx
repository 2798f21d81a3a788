import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';

export const Route = createFileRoute('/_blank/pages/authentication/verify-email-v2')({
  validateSearch: z.object({
    token: z.string().max(200).optional().catch(undefined),
    email: z.string().max(254).optional().catch(undefined),
  }),
  component: function VerifyEmailRoute() {
    const { token, email } = Route.useSearch();
    return <VerifyEmailPage variant="v2" token={token} email={email} />;
  },
});
