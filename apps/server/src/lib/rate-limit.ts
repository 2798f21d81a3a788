import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

/** A bucket of `burst` tokens that fills back at `burst` per `seconds`. */
export type RateLimit = { burst: number; seconds: number };

/**
 * Takes one token from the bucket `key`: 0 when there was one, else the whole seconds until there is.
 * One upsert, whose row lock orders parallel takers (the sign-in throttle's way, docs/decisions/003):
 * on every API process the same bucket, and no two requests get the last token.
 */
export async function takeToken(db: Queryable, key: string, limit: RateLimit): Promise<number> {
  const rate = limit.burst / limit.seconds;
  // clock_timestamp(), not now(): an upsert that waited for the row lock counts the time it waited.
  const elapsed = sql`greatest(0, extract(epoch from clock_timestamp() - ${rateLimits.at}))`;
  const refilled = sql`least(${limit.burst}::float8, ${rateLimits.tokens} + ${elapsed} * ${rate}::float8)`;
  const taken = await db
    .insert(rateLimits)
    .values({ key, tokens: limit.burst - 1, at: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { tokens: sql`${refilled} - 1`, at: sql`clock_timestamp()` },
      // No token: the row is left as it is and nothing is returned.
      setWhere: sql`${refilled} >= 1`,
    })
    .returning({ key: rateLimits.key });
  if (taken.length > 0) return 0;
  const [row] = await db
    .select({ wait: sql<number>`ceil((1 - ${refilled}) / ${rate}::float8)::int` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return Math.max(1, Number(row?.wait ?? 1));
}

/** 429 with `Retry-After`, saying in words how long to wait. */
export function tooManyRequests(what: string, seconds: number): HttpError {
  return new HttpError(
    429,
    { message: `Too many ${what}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.` },
    { 'retry-after': String(seconds) },
  );
}
