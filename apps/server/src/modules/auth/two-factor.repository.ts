import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { recoveryCodes, trustedDevices, twoFactors } from '../../db/schema/index.ts';

export async function findTwoFactor(db: Queryable, userId: number) {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return row ?? null;
}

/** A new secret waiting for its first code; replaces a setup never confirmed. */
export async function savePendingSecret(db: Queryable, userId: number, secret: string): Promise<void> {
  await db
    .insert(twoFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: twoFactors.userId, set: { secret, enabledAt: null, lastStep: null } });
}

/**
 * Records the time step of a code just accepted, only when it is later than the last one: the
 * conditional update makes a replay (or two parallel uses of one code) fail for all but one.
 */
export async function claimStep(db: Queryable, userId: number, step: number, enable = false) {
  const rows = await db
    .update(twoFactors)
    .set({ lastStep: step, ...(enable ? { enabledAt: sql`now()` } : {}) })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastStep), lt(twoFactors.lastStep, step))))
    .returning({ userId: twoFactors.userId });
  return rows.length > 0;
}

export async function deleteTwoFactor(db: Queryable, userId: number): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

export async function replaceRecoveryCodes(db: Queryable, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function useRecoveryCode(db: Queryable, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertTrustedDevice(
  db: Queryable,
  input: { userId: number; tokenHash: string; userAgent: string; days: number },
) {
  await db.insert(trustedDevices).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    userAgent: input.userAgent.slice(0, 300),
    expiresAt: sql`now() + make_interval(days => ${input.days})`,
  });
}

export async function isTrustedDevice(db: Queryable, userId: number, tokenHash: string) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        eq(trustedDevices.tokenHash, tokenHash),
        gt(trustedDevices.expiresAt, sql`now()`),
      ),
    );
  return !!row;
}
