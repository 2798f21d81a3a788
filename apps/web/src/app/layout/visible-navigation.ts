import type { Access } from '@app/contracts';
import { can } from '@/lib/session/can';
import { useSessionSource } from '@/lib/session/session-store';
import { NAVIGATION, type NavItem, type NavLink } from './navigation';

/**
 * Keeps the items the user may open and use (a link's `usableWith`); a section without any item left
 * disappears (spec 000 §6).
 */
export function filterNavigation(items: NavItem[], allowed: (access: Access) => boolean): NavItem[] {
  const shown = (link: NavLink) => allowed(link.access) && (link.usableWith?.some(allowed) ?? true);
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.kind === 'link') {
      if (shown(item)) out.push(item);
      continue;
    }
    const children = item.children.filter(shown);
    if (children.length > 0) out.push({ ...item, children });
  }
  return out;
}

/** The menu for the page's reader; subscribing to the session re-renders it when the rules change. */
export function useVisibleNavigation(): NavItem[] {
  const session = useSessionSource();
  return filterNavigation(NAVIGATION, (access) => can(access, session));
}

/** Whether the current path belongs to a menu link. */
export function isLinkActive(link: NavLink, pathname: string): boolean {
  const base = link.match ?? link.to;
  return pathname === link.to || pathname === base || pathname.startsWith(`${base}/`);
}
