import type { AbilityRule, UserData } from '@app/contracts';

/**
 * The session as it is kept in localStorage (spec 000 §4), read and written without the ability that
 * session-store.ts builds from it: the sign-in entry (src/signin.tsx) stores the session it gets and
 * hands over to the app, which reads it here when it starts.
 */
const KEYS = { userData: 'userData', accessToken: 'accessToken', rules: 'userAbilityRules' } as const;

export type Session = { userData: UserData; accessToken: string; rules: AbilityRule[] };

/** The localStorage keys of the session (another tab's change to one of them is a session change). */
export const SESSION_KEYS: readonly string[] = Object.values(KEYS);

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function loadSession(): Session | null {
  const userData = readJson<UserData>(KEYS.userData);
  const accessToken = localStorage.getItem(KEYS.accessToken);
  // Logged in only when both userData and accessToken are stored (spec 000 §4).
  if (!userData || !accessToken) return null;
  return { userData, accessToken, rules: readJson<AbilityRule[]>(KEYS.rules) ?? [] };
}

export function storeSession(next: Session) {
  localStorage.setItem(KEYS.userData, JSON.stringify(next.userData));
  localStorage.setItem(KEYS.accessToken, next.accessToken);
  localStorage.setItem(KEYS.rules, JSON.stringify(next.rules));
}

export function forgetSession() {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}
