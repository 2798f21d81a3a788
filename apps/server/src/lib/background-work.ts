import { runDetached } from '../db/query-signal.ts';

/**
 * Work an answer does not wait for (mails above all: no buyer or visitor waits on, nor learns by its
 * time anything about, a mail server). A failure is logged; `settleBackgroundWork` lets a closing
 * app, and a test, wait until none is left.
 */
const inFlight = new Set<Promise<unknown>>();

export type Log = { error(obj: object, msg: string): void };

/**
 * Starts `task` in the background, detached from the request that starts it (its queries outlive the
 * answer: a request's end cancels its own); a failure is logged as `what` (with `context`).
 */
export function inBackground(
  task: () => Promise<unknown>,
  log: Log,
  what: string,
  context: object = {},
): void {
  const running = runDetached(task)
    .catch((error: unknown) => log.error({ err: error, ...context }, what))
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

export async function settleBackgroundWork(): Promise<void> {
  // A task may start another (a reset link's work queues its mail): wait until none is left.
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
