import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

/** The landing page of the reset mail's link (public: the link may be opened while signed in). */
export const Route = createFileRoute('/_blank/reset-password')({
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
