import type { Access } from '@app/contracts';
import { redirect } from '@tanstack/react-router';
import { can } from './session/can';
import { refreshSession, refreshSessionAgain } from './session/refresh-session';
import { sessionStore } from './session/session-store';

type Location = { pathname: string; searchStr: string; search: unknown };

/** Where a signed-in user whose rules open no page of the menu is sent (never back to `/`). */
export const NO_ACCESS_PAGE = '/no-access';

/**
 * The login redirect keeps the original query and adds `to` with the wanted path, except for the root.
 * It copies the parsed search so that `?page=2` stays `?page=2` (re-parsing the raw string would turn
 * the 2 into a quoted string on the way back out).
 */
export function loginRedirect(location: Location) {
  const search: Record<string, unknown> = { ...(location.search as Record<string, unknown>) };
  if (location.pathname !== '/') search.to = location.pathname;
  return redirect({ to: '/login', search });
}

/** beforeLoad of the no-access page: only for a signed-in user (a visitor goes to login). */
export function signedInOnly({ location }: { location: Location }) {
  if (!sessionStore.isLoggedIn()) throw loginRedirect(location);
}

/** beforeLoad of a page that needs an action on a subject (spec 000 §6). */
export function requireAccess(access: Access) {
  return async ({ location }: { location: Location }) => {
    if (access === 'public') return;
    if (!sessionStore.isLoggedIn()) throw loginRedirect(location);
    await refreshSession();
    if (can(access)) return;
    // A right granted since this page loaded opens the page without a reload.
    await refreshSessionAgain();
    if (!sessionStore.isLoggedIn()) throw loginRedirect(location);
    if (!can(access)) throw redirect({ to: '/not-authorized' });
  };
}

/**
 * Where the signed-in user belongs: the first page of the menu their rules allow, computed from the
 * menu's own definition (loaded on demand: the sign-in pages do not carry the menu), or the no-access
 * page when they allow none. The admin's is the CRM dashboard, the menu's first page.
 */
export async function homeOf(): Promise<string> {
  const [{ landingPage }, { NAVIGATION }] = await Promise.all([
    import('./layout/landing-page'),
    import('./layout/navigation'),
  ]);
  return landingPage(NAVIGATION, can) ?? NO_ACCESS_PAGE;
}

/**
 * beforeLoad of login, register and forgot-password: a signed-in user goes home. The spec sends
 * everyone to the crm dashboard; a reader who may not open it would then bounce on to not-authorized,
 * so each goes to their own first page (docs/spec-deviations.md).
 */
export async function unauthenticatedOnly() {
  if (sessionStore.isLoggedIn()) await refreshSession();
  if (sessionStore.isLoggedIn()) throw redirect({ to: await homeOf() });
}

/** `/` sends a signed-in user to their first allowed page; anyone else goes to login with the query kept. */
export async function redirectByRole({ location }: { location: Location }): Promise<never> {
  if (sessionStore.isLoggedIn()) await refreshSession();
  if (sessionStore.isLoggedIn()) throw redirect({ to: await homeOf() });
  throw loginRedirect(location);
}
