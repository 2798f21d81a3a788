import type { Access } from '@app/contracts';
import type { NavItem, NavLink } from './navigation';
import { filterNavigation } from './visible-navigation';

const ruled = (link: NavLink) => typeof link.access === 'object';

/**
 * Where a signed-in reader lands: the first page of the menu they may open, in the menu's order
 * (the CRM dashboard for `manage all`, the order list for a reader of orders, the profile for a reader
 * without business rights). Public pages (the help center) are not a home. `null` when the reader's
 * rules open no page of the menu that needs a rule: the account has no access yet
 * (docs/roles-and-permissions.md, "Where a user lands").
 */
export function landingPage(items: NavItem[], allowed: (access: Access) => boolean): string | null {
  const links = filterNavigation(items, allowed).flatMap((item) =>
    item.kind === 'link' ? [item] : item.children,
  );
  if (!links.some(ruled)) return null;
  return links.find((link) => link.access !== 'public')?.to ?? null;
}
