import { AsyncLocalStorage } from 'node:async_hooks';

/** What a request's queries carry, however deep they start: its abort signal and its signed-in user. */
export type RequestContext = { signal?: AbortSignal; actorId?: number | null };

const store = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `fn` with `context` attached to every query it starts, however deep: when its signal aborts
 * (the HTTP client went away), the running statement is cancelled on the server and new ones are
 * refused. The signal may be a getter that makes it on first use. `actorId` is the signed-in user,
 * whom the audit triggers record for every write (docs/audit.md).
 */
export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return store.run(context, fn);
}

/** Runs `fn` as `actorId` (a job acting for a user, a test), keeping the signal of now. */
export function runAsActor<T>(actorId: number | null, fn: () => T): T {
  return store.run({ ...store.getStore(), actorId }, fn);
}

/**
 * Runs `fn` beyond the request that starts it (work put in the background): the request's end does not
 * cancel its queries; its user stays the audit's actor.
 */
export function runDetached<T>(fn: () => T): T {
  return store.run({ actorId: store.getStore()?.actorId }, fn);
}

export function currentSignal(): AbortSignal | undefined {
  return store.getStore()?.signal;
}

/** The user whose request runs the current query, as the text app.actor_id holds ('' for none). */
export function currentActor(): string {
  const id = store.getStore()?.actorId;
  return id == null ? '' : String(id);
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

/** `fn` run later with the context of now (or none), whatever context calls it: a pool waiter woken by another request. */
export function bindToCurrentSignal<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const context = store.getStore();
  return (...args: A) => (context ? store.run(context, fn, ...args) : store.exit(fn, ...args));
}

/** Statements that may write a row, or open the transaction that will. */
const WRITE = /^\s*(insert|update|delete|with|merge|begin|start\s+transaction|call|do)\b/i;

export function isWriteStatement(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && WRITE.test(text);
}
