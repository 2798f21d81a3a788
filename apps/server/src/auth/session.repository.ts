import type { AbilityRule, UserData } from '@app/contracts';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { permissions, rolePermissions, roles, sessions, users } from '../db/schema/index.ts';
import { mergeRules } from './ability.ts';

export type SessionUser = { sessionId: number; user: UserData; rules: AbilityRule[] };

export const userDataColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  avatar: users.avatar,
  email: users.email,
  role: roles.name,
};

/** The role's own rules plus the rules of every permission assigned to it. */
export async function rulesOfRole(db: Queryable, roleId: number): Promise<AbilityRule[]> {
  const [role] = await db.select({ rules: roles.rules }).from(roles).where(eq(roles.id, roleId));
  if (!role) return [];
  const granted = await db
    .select({ rules: permissions.rules })
    .from(permissions)
    .where(
      inArray(
        permissions.id,
        db
          .select({ id: rolePermissions.permissionId })
          .from(rolePermissions)
          .where(eq(rolePermissions.roleId, roleId)),
      ),
    )
    .orderBy(permissions.id);
  return mergeRules(role.rules, ...granted.map((g) => g.rules));
}

export async function findSessionUser(db: Queryable, tokenHash: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, roleId: users.roleId, status: users.status, ...userDataColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    );
  if (!row || row.status === 'inactive') return null;
  const { sessionId, roleId, status: _status, ...user } = row;
  return { sessionId, user, rules: await rulesOfRole(db, roleId) };
}

export async function createSession(
  db: Queryable,
  input: { tokenHash: string; userId: number; ttlHours: number; ip: string; userAgent: string },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: input.tokenHash,
    userId: input.userId,
    expiresAt: sql`now() + make_interval(hours => ${Math.round(input.ttlHours)})`,
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
