import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { securityQueryOptions } from '@/features/account-settings/api/security';
import { SecurityPage } from '@/features/account-settings/components/security-page';

/** The security tab of the account settings: every signed-in user, for their own account. */
export const Route = createFileRoute('/_app/pages/account-settings/security')({
  beforeLoad: requireAccess('authenticated'),
  // Warms the cache; a failure is shown by the page itself (error with retry).
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([queryClient.ensureQueryData(securityQueryOptions())]),
  component: SecurityPage,
});
