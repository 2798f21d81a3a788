import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 000: /pages/user-profile opens the profile tab. */
export const Route = createFileRoute('/_app/pages/user-profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/pages/user-profile/$tab', params: { tab: 'profile' }, replace: true });
  },
});
