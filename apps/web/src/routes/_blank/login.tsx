import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { homeOf, unauthenticatedOnly } from '@/app/guards';
import { authConfigQueryOptions } from '@/features/auth/api/login';
import { LoginPage } from '@/features/auth/components/login-page';

export const Route = createFileRoute('/_blank/login')({
  validateSearch: z.object({ to: z.string().optional() }).passthrough(),
  beforeLoad: unauthenticatedOnly,
  // The demo accounts box is in the first paint instead of pushing the form down when it arrives; the
  // page still opens (without the box) if the call fails.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(authConfigQueryOptions()).catch(() => undefined),
  component: function LoginRoute() {
    return <LoginPage homeOf={homeOf} />;
  },
});
