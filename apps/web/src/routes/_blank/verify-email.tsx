import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';

/** The landing page of the confirmation mail's link (public: the link may be opened anywhere). */
export const Route = createFileRoute('/_blank/verify-email')({
  validateSearch: z.object({
    token: z.string().max(200).optional().catch(undefined),
    email: z.string().max(254).optional().catch(undefined),
  }),
  component: function VerifyEmailRoute() {
    const { token, email } = Route.useSearch();
    return <VerifyEmailPage token={token} email={email} />;
  },
});
