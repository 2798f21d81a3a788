import { AsyncLocalStorage } from 'node:async_hooks';

const store = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs `fn` with `signal` attached to every query it starts, however deep: when the signal aborts
 * (the HTTP client went away), the running statement is cancelled on the server and new ones are refused.
 */
export function runWithSignal<T>(signal: AbortSignal, fn: () => T): T {
  return store.run(signal, fn);
}

export function currentSignal(): AbortSignal | undefined {
  return store.getStore();
}

/** A query refused or cancelled because the request that started it was abandoned by its client. */
export class QueryAbortedError extends Error {
  constructor() {
    super('The request was abandoned by its client; its query was cancelled');
  }
}

/** The pool's wait queue is full: answering 503 at once is better than queueing without bound. */
export class PoolBusyError extends Error {
  constructor(readonly waiting: number) {
    super(`The database pool is busy (${waiting} requests waiting)`);
  }
}

/** `fn` run later with the signal of now (or none), whatever context calls it: a pool waiter woken by another request. */
export function bindToCurrentSignal<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const signal = store.getStore();
  return (...args: A) => (signal ? store.run(signal, fn, ...args) : store.exit(fn, ...args));
}
