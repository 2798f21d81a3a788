import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { userDataColumns } from '../../auth/user-data.ts';
import type { Queryable } from '../../db/client.ts';
import { loginThrottle, roles, users } from '../../db/schema/index.ts';

export async function findLoginUser(db: Queryable, email: string) {
  const [row] = await db
    .select({
      ...userDataColumns,
      roleId: users.roleId,
      passwordHash: users.passwordHash,
      status: users.status,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findLoginUserById(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ...userDataColumns,
      roleId: users.roleId,
      passwordHash: users.passwordHash,
      status: users.status,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * Counts one attempt for the key and says whether it may go on, in one statement: the upsert takes the
 * row's lock, so parallel attempts are counted one after the other and at most `limit` of them in a
 * window ever reach the password check. The attempt beyond the limit locks the key for a window; when
 * the lock or the window has passed, counting starts again at 1. A successful sign-in clears the key.
 * Answers the seconds the key stays locked, or 0 when this attempt may check the password.
 */
export async function reserveAttempt(
  db: Queryable,
  key: string,
  limit: number,
  windowMinutes: number,
  /** The client address of the attempt, kept (10 at most per window) for the administrators' view. */
  source?: string,
): Promise<number> {
  const window = sql`make_interval(secs => ${Math.round(windowMinutes * 60)})`;
  const locked = sql`${loginThrottle.lockedUntil} > now()`;
  const fresh = sql`(${loginThrottle.lockedUntil} is not null or ${loginThrottle.windowStart} < now() - ${window})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, sources: source ? [source] : [] })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        sources: source
          ? sql`case when ${locked} then ${loginThrottle.sources} when ${fresh} then array[${source}]::text[] when ${source} = any(${loginThrottle.sources}) or cardinality(${loginThrottle.sources}) >= 10 then ${loginThrottle.sources} else array_append(${loginThrottle.sources}, ${source}::text) end`
          : loginThrottle.sources,
        failures: sql`case when ${locked} then ${loginThrottle.failures} when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${locked} then ${loginThrottle.windowStart} when ${fresh} then now() else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when ${locked} then ${loginThrottle.lockedUntil} when ${fresh} then null when ${loginThrottle.failures} + 1 > ${limit} then now() + ${window} else null end`,
      },
    })
    .returning({
      wait: sql<number>`coalesce(ceil(extract(epoch from (${loginThrottle.lockedUntil} - now())))::int, 0)`,
    });
  return row.wait > 0 ? row.wait : 0;
}

/** The attempts counted for the key in its current window (to slow down answers to repeated failures). */
export async function attemptsOf(db: Queryable, key: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return row?.failures ?? 0;
}

/** Gives back the attempt a successful sign-in had counted (an office behind one address signs in often). */
export async function releaseAttempt(db: Queryable, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(and(eq(loginThrottle.key, key), isNull(loginThrottle.lockedUntil)));
}

export async function clearFailures(db: Queryable, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** The e-mails and client addresses locked now, longest lock first. */
export async function lockedKeys(db: Queryable) {
  return db
    .select({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      lockedUntil: loginThrottle.lockedUntil,
      sources: loginThrottle.sources,
    })
    .from(loginThrottle)
    .where(
      and(
        sql`${loginThrottle.lockedUntil} > now()`,
        sql`(${loginThrottle.key} like 'email:%' or ${loginThrottle.key} like 'ip:%')`,
      ),
    )
    .orderBy(desc(loginThrottle.lockedUntil));
}

/** Lifts the lock of a key; answers whether there was one. */
export async function liftLock(db: Queryable, key: string): Promise<boolean> {
  const rows = await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.key, key), sql`${loginThrottle.lockedUntil} > now()`))
    .returning({ key: loginThrottle.key });
  return rows.length > 0;
}
