import type { SecurityAnswer } from '@app/contracts';
import type { AuthContext } from '../../auth/plugin.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { openSessions, revokeOwnSession } from './account.repository.ts';
import { codesLeft, twoFactorEnabled } from './two-factor.service.ts';

export const SESSION_NOT_FOUND_TEXT = 'Session not found';

/** The security tab: two-step state and the user's open sessions ("recent devices"). */
export async function securityOverview(db: Db, auth: AuthContext): Promise<SecurityAnswer> {
  const [enabled, left, rows] = await Promise.all([
    twoFactorEnabled(db, auth.user.id),
    codesLeft(db, auth.user.id),
    openSessions(db, auth.user.id),
  ]);
  return {
    twoFactor: { enabled, recoveryCodesLeft: enabled ? left : 0 },
    sessions: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      current: row.id === auth.sessionId,
    })),
  };
}

/** The user's open sessions begun since `since`, other than the one asking (a sign-in elsewhere). */
export async function otherSignInsSince(db: Db, auth: AuthContext, since: Date) {
  const rows = await openSessions(db, auth.user.id);
  return rows.filter((row) => row.id !== auth.sessionId && row.createdAt >= since);
}

/** Signs one of the user's own sessions out; another user's session is not found. */
export async function signOutSession(db: Db, auth: AuthContext, sessionId: number): Promise<void> {
  if (!(await revokeOwnSession(db, auth.user.id, sessionId))) throw notFound(SESSION_NOT_FOUND_TEXT);
}
