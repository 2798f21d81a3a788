import type { Access, Action, RowRuleSubject } from '@app/contracts';
import { subject as asSubject } from '@casl/ability';
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

/**
 * Whether the session's rules reach this record under `action` (decision 015: conditions such as
 * "owner is me" or "status is Draft" narrow single records), as the server will judge it.
 */
export function canOn(action: Action, type: RowRuleSubject, record: Record<string, unknown>): boolean {
  return sessionStore.isLoggedIn() && ability.can(action, asSubject(type, { ...record }));
}

/** `canOn` for a component: re-renders when the rules change. */
export function useCanOn(action: Action, type: RowRuleSubject, record: Record<string, unknown>): boolean {
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  return canOn(action, type, record);
}
