import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 000: /pages/account-settings opens the account tab. */
export const Route = createFileRoute('/_app/pages/account-settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/pages/account-settings/$tab', params: { tab: 'account' }, replace: true });
  },
});
