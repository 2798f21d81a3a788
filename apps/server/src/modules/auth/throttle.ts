import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { reserveAttempt } from './auth.repository.ts';

/**
 * Counts one attempt of `what` for the key in the login throttle table (decision 003: atomic, shared
 * by every process) and refuses with 429 beyond `limit` in `windowMinutes`.
 */
export async function throttle(
  db: Queryable,
  key: string,
  limit: number,
  windowMinutes: number,
  what: string,
): Promise<void> {
  const wait = await reserveAttempt(db, key, limit, windowMinutes);
  if (wait <= 0) return;
  const minutes = Math.max(1, Math.ceil(wait / 60));
  throw new HttpError(429, {
    message: `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
}

/**
 * Runs `work` and answers no sooner than `ms` after the start, so that an answer's time does not
 * tell which branch ran (an address with an account or without).
 */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
