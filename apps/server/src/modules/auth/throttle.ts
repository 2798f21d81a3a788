import type { Queryable } from '../../db/client.ts';
import { inBackground, type Log } from '../../lib/background-work.ts';
import { tooManyRequests } from '../../lib/errors.ts';
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
  if (wait > 0) throw tooManyRequests(what, wait);
}

/**
 * Starts `work` and answers `ms` after the start, whether the work has ended or not: the work (a token
 * and a mail for an address with an account, nothing for one without) runs beside the wait and is not
 * waited for, so that an answer's time does not tell which branch ran, even on a loaded server (waiting
 * for the work and then for what was left of `ms` let a busy machine's slower insert show through: 87 ms
 * apart in one CI run). A failure of the work is logged; the answer is the same either way; a closing
 * app waits for the work (lib/background-work.ts settleBackgroundWork).
 */
export async function answerAfter(ms: number, work: () => Promise<unknown>, log: Log, what: string) {
  const started = performance.now();
  inBackground(work, log, what);
  const left = ms - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
