import { type ComponentProps, lazy, Suspense, useEffect } from 'react';

// The dialog (its form library, the rules editor, the autocomplete and the edit-conflict pieces, about
// 35 kB gzip) is not part of the roles page's first load: the page fetches it once it has rendered, so
// it is there by the time someone opens it (docs/decisions/009-front-end-delivery.md).
const loadRoleDialog = () => import('./role-dialog');
const RoleDialog = lazy(() => loadRoleDialog().then(({ RoleDialog }) => ({ default: RoleDialog })));

/** Starts fetching the role dialog's code after the calling page has rendered. */
export function usePreloadedRoleDialog() {
  useEffect(() => {
    void loadRoleDialog();
  }, []);
}

/** The role dialog, whose code loads on first use (see `usePreloadedRoleDialog`). */
export function LazyRoleDialog(props: ComponentProps<typeof RoleDialog>) {
  return (
    <Suspense fallback={null}>
      <RoleDialog {...props} />
    </Suspense>
  );
}
