import type { Access } from '@app/contracts';
import { redirect } from '@tanstack/react-router';
import { can } from './session/can';
import { sessionStore } from './session/session-store';

type Location = { pathname: string; searchStr: string; search: unknown };

export const HOME_BY_ROLE: Record<string, string> = { admin: '/dashboards/crm', client: '/access-control' };
export const LOGGED_IN_HOME = '/dashboards/crm';

/** The login redirect keeps the original query and adds `to` with the wanted path, except for the root. */
export function loginRedirect(location: Location) {
  const search = Object.fromEntries(new URLSearchParams(location.searchStr));
  if (location.pathname !== '/') search.to = location.pathname;
  return redirect({ to: '/login', search });
}

/** beforeLoad of a page that needs an action on a subject (spec 000 §6). */
export function requireAccess(access: Access) {
  return ({ location }: { location: Location }) => {
    if (access === 'public') return;
    if (!sessionStore.isLoggedIn()) throw loginRedirect(location);
    if (!can(access)) throw redirect({ to: '/not-authorized' });
  };
}

/** beforeLoad of login, register and forgot-password: a logged-in user goes to the crm dashboard. */
export function unauthenticatedOnly() {
  if (sessionStore.isLoggedIn()) throw redirect({ to: LOGGED_IN_HOME });
}

/** `/` sends each role to its home; anyone else goes to login with the query kept. */
export function redirectByRole({ location }: { location: Location }): never {
  const session = sessionStore.get();
  const home = session ? HOME_BY_ROLE[session.userData.role] : undefined;
  if (home) throw redirect({ to: home });
  if (session && can({ action: 'read', subject: 'Dashboard' })) throw redirect({ to: LOGGED_IN_HOME });
  if (session) throw redirect({ to: '/access-control' });
  throw loginRedirect(location);
}
