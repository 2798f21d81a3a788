import type { AbilityRule, UserData } from '@app/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { roles, sessions, users } from '../db/schema/index.ts';
import { mergeRules } from './ability.ts';
import { grantedRules } from './role-rules.ts';
import { userDataColumns } from './user-data.ts';

export type SessionUser = { sessionId: number; expiresAt: Date; user: UserData; rules: AbilityRule[] };

/** One query per request: the session, its user, the role's rules and its permissions' rules. */
export async function findSessionUser(db: Queryable, tokenHash: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      status: users.status,
      roleRules: roles.rules,
      granted: grantedRules,
      ...userDataColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    );
  if (!row || row.status === 'inactive') return null;
  const { sessionId, expiresAt, status: _status, roleRules, granted, ...user } = row;
  return { sessionId, expiresAt, user, rules: mergeRules(roleRules, ...granted) };
}

export async function createSession(
  db: Queryable,
  input: { tokenHash: string; userId: number; ttlHours: number; ip: string; userAgent: string },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: input.tokenHash,
    userId: input.userId,
    expiresAt: sql`now() + make_interval(secs => ${Math.round(input.ttlHours * 3600)})`,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 300),
  });
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Called when a user is suspended or deleted: every open session ends at once. */
export async function revokeUserSessions(db: Queryable, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Marks the session as used now, unless it was within the last minutes (the trigger ignores this column). */
export async function touchSessionRow(db: Queryable, sessionId: number, minutes: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        sql`(${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < now() - make_interval(mins => ${minutes}))`,
      ),
    );
}
