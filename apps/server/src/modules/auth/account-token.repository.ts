import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { accountTokens, signInChallenges } from '../../db/schema/index.ts';

export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'change-email' | 'sign-in';

/** Stores the hash of a new link token; earlier unused tokens of the same purpose stop working. */
export async function insertAccountToken(
  db: Queryable,
  input: {
    userId: number;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    ttlMinutes: number;
    newEmail?: string;
  },
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: input.tokenHash,
    newEmail: input.newEmail ?? null,
    expiresAt: sql`now() + make_interval(mins => ${input.ttlMinutes})`,
  });
}

/** Uses a 'change-email' token once (as consumeAccountToken does); answers the user and the new address. */
export async function consumeEmailChangeToken(
  db: Queryable,
  tokenHash: string,
): Promise<{ userId: number; newEmail: string } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
}

/** The address an open 'change-email' link of the user would move the account to, or null. */
export async function pendingEmailChange(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Retires the user's open links of one purpose (a cancelled e-mail change, say). */
export async function retireAccountTokens(db: Queryable, userId: number, purpose: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/**
 * Uses a token once: the update both checks (right purpose, unused, not expired) and marks it used,
 * so two requests with the same link cannot both succeed. Answers the user's id, or null.
 */
export async function consumeAccountToken(
  db: Queryable,
  purpose: AccountTokenPurpose,
  tokenHash: string,
): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

export async function insertChallenge(
  db: Queryable,
  input: { userId: number; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(signInChallenges).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
  });
}

/** The user an open challenge belongs to (not used, not expired), or null. */
export async function challengeUser(db: Queryable, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    );
  return row?.userId ?? null;
}

export async function closeChallenge(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInChallenges.tokenHash, tokenHash), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}
