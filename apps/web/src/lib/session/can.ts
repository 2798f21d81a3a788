import type { Access, Action, RowRuleSubject } from '@app/contracts';
import { subject as asSubject } from '@casl/ability';
import { type SessionSource, sessionStore, useSessionSource } from './session-store';

/** Whether `session` (the browser's store unless a render passes its own) may do `access`. */
export function can(access: Access, session: SessionSource = sessionStore): boolean {
  if (access === 'public') return true;
  if (!session.get()) return false;
  if (access === 'authenticated') return true;
  return session.ability.can(access.action, access.subject);
}

/** `can` for the page's session; re-renders when its rules change. */
export function useCan(access: Access): boolean {
  return can(access, useSessionSource());
}

/**
 * Whether the session's rules reach this record under `action` (decision 015: conditions such as
 * "owner is me" or "status is Draft" narrow single records), as the server will judge it.
 */
export function canOn(
  action: Action,
  type: RowRuleSubject,
  record: Record<string, unknown>,
  session: SessionSource = sessionStore,
): boolean {
  return !!session.get() && session.ability.can(action, asSubject(type, { ...record }));
}

/** `canOn` for the page's session: re-renders when the rules change. */
export function useCanOn(action: Action, type: RowRuleSubject, record: Record<string, unknown>): boolean {
  return canOn(action, type, record, useSessionSource());
}
