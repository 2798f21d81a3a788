import { PoolBusyError, QueryAbortedError } from '../db/query-signal.ts';

export type DatabaseFailure = 'busy' | 'timeout' | 'abandoned';

/** Seconds a client is told to wait before retrying a request refused under load. */
export const RETRY_AFTER_SECONDS = 1;

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
};

/**
 * Recognises the failures of an overloaded database (Drizzle wraps the driver's error in `cause`):
 * a full pool queue, a statement stopped by statement_timeout, a query cancelled with its request.
 */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (const e of causes(error)) {
    if (e instanceof PoolBusyError) return 'busy';
    if (e instanceof QueryAbortedError) return 'abandoned';
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === '57014' && typeof message === 'string' && message.includes('statement timeout')) {
      return 'timeout';
    }
  }
  return undefined;
}

export const databaseFailureMessage: Record<Exclude<DatabaseFailure, 'abandoned'>, string> = {
  busy: 'The server is busy; please try again in a moment',
  timeout: 'The database took too long to answer; please try again or narrow the search',
};
