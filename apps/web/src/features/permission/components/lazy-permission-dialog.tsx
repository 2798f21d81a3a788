import { preloadedLazy } from '@/components/preloaded-lazy';

// The dialog (its form library, the roles' autocomplete and the edit-conflict pieces) is not part of
// the permissions page's first load.
export const { Component: LazyPermissionDialog, usePreload: usePreloadedPermissionDialog } = preloadedLazy(
  () => import('./permission-dialog').then((m) => m.PermissionDialog),
);
