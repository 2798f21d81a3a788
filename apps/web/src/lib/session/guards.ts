import type { Access } from '@app/contracts';
import { redirect } from '@tanstack/react-router';
import { can } from './can';
import { refreshSession, refreshSessionAgain } from './refresh-session';
import type { SessionSource } from './session-store';

// The pages' guards that need only the session; those that need the menu (where a signed-in user
// belongs) are the shell's (app/guards.ts).

export type Location = { pathname: string; searchStr: string; search: unknown };
/**
 * What a guard is given by the router: the location and the router's context, whose `session` is the
 * page's reader (the browser's store, or a server render's own: app/create-router.ts).
 */
export type GuardArgs = { location: Location; context: { session: SessionSource } };

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
export function signedInOnly({ location, context }: GuardArgs) {
  if (!context.session.get()) throw loginRedirect(location);
}

/** beforeLoad of a page that needs an action on a subject (spec 000 §6). */
export function requireAccess(access: Access) {
  return async ({ location, context: { session } }: GuardArgs) => {
    if (access === 'public') return;
    if (!session.get()) throw loginRedirect(location);
    await refreshSession();
    if (can(access, session)) return;
    // A right granted since this page loaded opens the page without a reload.
    await refreshSessionAgain();
    if (!session.get()) throw loginRedirect(location);
    if (!can(access, session)) throw redirect({ to: '/not-authorized' });
  };
}
