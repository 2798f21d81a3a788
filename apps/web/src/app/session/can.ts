import type { Access } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { ability, sessionStore } from './session-store';

export function can(access: Access): boolean {
  if (access === 'public') return true;
  if (!sessionStore.isLoggedIn()) return false;
  if (access === 'authenticated') return true;
  return ability.can(access.action, access.subject);
}

/** Re-renders when the session's rules change. */
export function useCan(access: Access): boolean {
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  return can(access);
}
