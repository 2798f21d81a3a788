import { eq, sql } from 'drizzle-orm';
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

/** Seconds until the key may try again, or 0 when it is not locked. */
export async function lockedFor(db: Queryable, key: string): Promise<number> {
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${loginThrottle.lockedUntil} - now())))::int` })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return row && row.wait > 0 ? row.wait : 0;
}

/** Counts one failure inside a sliding window and locks the key once it reaches the limit. */
export async function recordFailure(db: Queryable, key: string, limit: number, windowMinutes: number) {
  const window = sql`make_interval(secs => ${Math.round(windowMinutes * 60)})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} < now() - ${window} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} < now() - ${window} then now() else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  if (row.failures >= limit) {
    await db
      .update(loginThrottle)
      .set({ lockedUntil: sql`now() + ${window}`, failures: 0, windowStart: sql`now()` })
      .where(eq(loginThrottle.key, key));
  }
  return row.failures;
}

export async function clearFailures(db: Queryable, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
