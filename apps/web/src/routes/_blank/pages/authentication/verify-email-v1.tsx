import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';

export const Route = createFileRoute('/_blank/pages/authentication/verify-email-v1')({
  validateSearch: z.object({
    token: z.string().max(200).optional().catch(undefined),
    email: z.string().max(254).optional().catch(undefined),
  }),
  component: function VerifyEmailRoute() {
    const { token, email } = Route.useSearch();
    return <VerifyEmailPage variant="v1" token={token} email={email} />;
  },
});
