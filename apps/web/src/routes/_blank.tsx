import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AccountNavigation, type AccountPath } from '@/features/auth/components/account-link';

/** Pages without navigation: authentication and error pages; the account pages' links go through the router. */
export const Route = createFileRoute('/_blank')({ component: BlankLayout });

function BlankLayout() {
  const navigate = useNavigate();
  const go = useCallback((to: AccountPath) => void navigate({ to }), [navigate]);
  return (
    <AccountNavigation value={go}>
      <Outlet />
    </AccountNavigation>
  );
}
