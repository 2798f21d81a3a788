import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { registrationSettings, roles, sessions, users } from '../../db/schema/index.ts';

/** The users-table side of sign-up, verification and password changes (the sign-in area's own rows). */

export async function readRegistrationSettings(db: Queryable) {
  const [row] = await db
    .select({ open: registrationSettings.open, roleId: registrationSettings.defaultRoleId, role: roles.name })
    .from(registrationSettings)
    .leftJoin(roles, eq(roles.id, registrationSettings.defaultRoleId))
    .where(eq(registrationSettings.id, 1));
  return row ?? null;
}

export async function writeRegistrationSettings(db: Queryable, open: boolean, roleId: number) {
  await db
    .insert(registrationSettings)
    .values({ id: 1, open, defaultRoleId: roleId })
    .onConflictDoUpdate({
      target: registrationSettings.id,
      set: { open, defaultRoleId: roleId, updatedAt: sql`now()` },
    });
}

export async function roleIdByName(db: Queryable, name: string): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row?.id ?? null;
}

export async function roleNames(db: Queryable): Promise<string[]> {
  const rows = await db.select({ name: roles.name }).from(roles).orderBy(roles.name);
  return rows.map((r) => r.name);
}

export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return !!row;
}

export async function userByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

export async function userById(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      passwordHash: users.passwordHash,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function insertPendingUser(
  db: Queryable,
  row: { username: string; email: string; passwordHash: string; roleId: number },
): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ ...row, fullName: row.username, status: 'pending' })
    .returning({ id: users.id });
  return created.id;
}

/** The address is proven: a pending account becomes active (an inactive one stays suspended). */
export async function markEmailVerified(db: Queryable, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
    })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ends every open session of the user except `keepSessionId` (none kept when it is absent). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** The user's open sessions, the most recently used first (at most 50: the tab shows recent devices). */
export function openSessions(db: Queryable, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`), desc(sessions.id))
    .limit(50);
}

export async function revokeOwnSession(db: Queryable, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** The proven new address of an e-mail change. */
export async function setEmail(db: Queryable, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, emailVerifiedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The owner's own deactivation: the account stays (an admin sees it inactive) but cannot sign in. */
export async function setInactive(db: Queryable, userId: number): Promise<void> {
  await db.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
}
