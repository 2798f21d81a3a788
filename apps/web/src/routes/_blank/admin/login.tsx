import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { homeOf, unauthenticatedOnly } from '@/app/guards';
import { authConfigQueryOptions } from '@/features/auth/api/login';
import { LoginPage } from '@/features/auth/components/login-page';

/** The admin area's login: the same page as /login, only for users not logged in (spec 000 §2). */
export const Route = createFileRoute('/_blank/admin/login')({
  validateSearch: z.object({ to: z.string().optional() }).passthrough(),
  beforeLoad: unauthenticatedOnly,
  // The demo accounts box is in the first paint instead of pushing the form down when it arrives; the
  // page still opens (without the box) if the call fails.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(authConfigQueryOptions()).catch(() => undefined),
  component: function AdminLoginRoute() {
    return <LoginPage homeOf={homeOf} />;
  },
});
