import type { AbilityRule, UserData } from '@app/contracts';
// A subpath, not the package's index: the sign-in entry carries only the contracts it uses (decision 014).
import { resolveMe } from '@app/contracts/ability';
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { createContext, useContext, useSyncExternalStore } from 'react';
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

/**
 * Who a page is drawn for: the session, its changes and the ability its rules give. The browser's is
 * `sessionStore`; a server render makes one per request (src/ssr/page-markup.tsx) and hands it down
 * through `SessionContext` and the router's context, so that renders for different readers run at once.
 */
export type SessionSource = {
  get(): Session | null;
  subscribe(listener: () => void): () => void;
  ability: MongoAbility;
};

export const sessionStore = {
  ability,
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

/** The page's session source: the store unless a server render provides its reader's. */
export const SessionContext = createContext<SessionSource>(sessionStore);

/** The page's session source, re-rendering the component when the session changes. */
export function useSessionSource(): SessionSource {
  const source = useContext(SessionContext);
  useSyncExternalStore(source.subscribe, source.get, source.get);
  return source;
}

export function useSession(): Session | null {
  return useSessionSource().get();
}
