import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Spec 000 sends /pages/account-settings to the account tab; until that tab exists the security tab
 * is the one there is (docs/account-security.md).
 */
export const Route = createFileRoute('/_app/pages/account-settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/pages/account-settings/security', replace: true });
  },
});
