import { type AbilityRule, resolveMe, type UserData } from '@app/contracts';
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { useSyncExternalStore } from 'react';

const KEYS = { userData: 'userData', accessToken: 'accessToken', rules: 'userAbilityRules' } as const;

export type Session = { userData: UserData; accessToken: string; rules: AbilityRule[] };

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function load(): Session | null {
  const userData = readJson<UserData>(KEYS.userData);
  const accessToken = localStorage.getItem(KEYS.accessToken);
  // Logged in only when both userData and accessToken are stored (spec 000 §4).
  if (!userData || !accessToken) return null;
  return { userData, accessToken, rules: readJson<AbilityRule[]>(KEYS.rules) ?? [] };
}

/** The one ability instance of the app; its rules follow the session. */
export const ability: MongoAbility = createMongoAbility();
/** The session's rules as the server applies them: "owner = me" (`'$me'`) is the signed-in user. */
const sessionRules = (s: Session | null) => resolveMe(s?.rules ?? [], s?.userData.id ?? null);

let session = load();
ability.update(sessionRules(session) as never);
const listeners = new Set<() => void>();
const emit = () => {
  ability.update(sessionRules(session) as never);
  for (const l of listeners) l();
};

export const sessionStore = {
  get: () => session,
  isLoggedIn: () => session !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: Session) {
    localStorage.setItem(KEYS.userData, JSON.stringify(next.userData));
    localStorage.setItem(KEYS.accessToken, next.accessToken);
    localStorage.setItem(KEYS.rules, JSON.stringify(next.rules));
    session = next;
    emit();
  },
  /** Refreshes the user and rules from the server (after a role change, say) without a new token. */
  update(userData: UserData, rules: AbilityRule[]) {
    if (!session) return;
    sessionStore.set({ ...session, userData, rules });
  },
  clear() {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
    session = null;
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key && (Object.values(KEYS) as string[]).includes(e.key)) {
      session = load();
      emit();
    }
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
