import { redirect } from '@tanstack/react-router';
import { can } from '@/lib/session/can';
import { type GuardArgs, loginRedirect } from '@/lib/session/guards';
import { refreshSession } from '@/lib/session/refresh-session';
import { type SessionSource, sessionStore } from '@/lib/session/session-store';

/** Where a signed-in user whose rules open no page of the menu is sent (never back to `/`). */
export const NO_ACCESS_PAGE = '/no-access';

/**
 * Where the signed-in user belongs: the first page of the menu their rules allow, computed from the
 * menu's own definition (loaded on demand: the sign-in pages do not carry the menu), or the no-access
 * page when they allow none. The admin's is the CRM dashboard, the menu's first page.
 */
export async function homeOf(session: SessionSource = sessionStore): Promise<string> {
  const [{ landingPage }, { NAVIGATION }] = await Promise.all([
    import('./layout/landing-page'),
    import('./layout/navigation'),
  ]);
  return landingPage(NAVIGATION, (access) => can(access, session)) ?? NO_ACCESS_PAGE;
}

/**
 * beforeLoad of login, register and forgot-password: a signed-in user goes home. The spec sends
 * everyone to the crm dashboard; a reader who may not open it would then bounce on to not-authorized,
 * so each goes to their own first page (docs/spec-deviations.md).
 */
export async function unauthenticatedOnly({ context: { session } }: Pick<GuardArgs, 'context'>) {
  if (session.get()) await refreshSession();
  if (session.get()) throw redirect({ to: await homeOf(session) });
}

/** `/` sends a signed-in user to their first allowed page; anyone else goes to login with the query kept. */
export async function redirectByRole({ location, context: { session } }: GuardArgs): Promise<never> {
  if (session.get()) await refreshSession();
  if (session.get()) throw redirect({ to: await homeOf(session) });
  throw loginRedirect(location);
}
