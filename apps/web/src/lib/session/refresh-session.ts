import type { MeAnswer } from '@app/contracts';
import { api } from '@/lib/api-client';
import { sessionStore } from './session-store';

let refreshed: Promise<void> | null = null;

/**
 * An admin may change a role's rules while its users are signed in; the server applies them at once,
 * and each page load here asks `/auth/me` once so that the guards and menus follow without a new
 * sign-in. A failure keeps the stored rules (a 401 has already ended the session).
 */
export function refreshSession(): Promise<void> {
  // The server draws a signed-in page with the session it has just read (src/ssr, decision 021).
  if (import.meta.env.SSR || !sessionStore.isLoggedIn()) return Promise.resolve();
  // The first check of a page load may have been asked by index.html's script already.
  refreshed ??= api<MeAnswer>('/auth/me', { early: true })
    .then((me) => sessionStore.update(me.userData, me.userAbilityRules))
    .catch(() => {
      refreshed = null;
    });
  return refreshed;
}

/** For the guard's second look after a refusal: the rules may have been widened since the load. */
export function refreshSessionAgain(): Promise<void> {
  refreshed = null;
  return refreshSession();
}
