import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { authConfigQueryOptions } from '@/features/auth/api/login';
import { LoginPage } from '@/features/auth/components/login-page';

/** The sign-in of /login in the split illustration style; public (spec 000: a signed-in user may open it). */
export const Route = createFileRoute('/_blank/pages/authentication/login-v2')({
  validateSearch: z.object({ to: z.string().optional() }).passthrough(),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(authConfigQueryOptions()).catch(() => undefined),
  component: () => <LoginPage variant="v2" />,
});
