import { preloadedLazy } from '@/components/preloaded-lazy';

// The dialog (its form library, the rules editor, the autocomplete and the edit-conflict pieces, about
// 35 kB gzip) is not part of the roles page's first load.
export const { Component: LazyRoleDialog, usePreload: usePreloadedRoleDialog } = preloadedLazy(() =>
  import('./role-dialog').then((m) => m.RoleDialog),
);
