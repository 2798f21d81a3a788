import { type AbilityRule, resolveMe, type UserData } from '@app/contracts';
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { useSyncExternalStore } from 'react';
import { forgetSession, loadSession, SESSION_KEYS, type Session, storeSession } from './stored-session';

export type { Session };

/** The one ability instance of the app; its rules follow the session. */
export const ability: MongoAbility = createMongoAbility();
/** The session's rules as the server applies them: "owner = me" (`'$me'`) is the signed-in user. */
const sessionRules = (s: Session | null) => resolveMe(s?.rules ?? [], s?.userData.id ?? null);

let session = loadSession();
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
    storeSession(next);
    session = next;
    emit();
  },
  /** Refreshes the user and rules from the server (after a role change, say) without a new token. */
  update(userData: UserData, rules: AbilityRule[]) {
    if (!session) return;
    sessionStore.set({ ...session, userData, rules });
  },
  clear() {
    forgetSession();
    session = null;
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key && SESSION_KEYS.includes(e.key)) {
      session = loadSession();
      emit();
    }
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
