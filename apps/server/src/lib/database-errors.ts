import { PoolBusyError, QueryAbortedError } from '../db/query-signal.ts';

export type DatabaseFailure = 'busy' | 'timeout' | 'abandoned' | 'unreachable';

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** pg's own words for a connection that ended or could not be made in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused)/;

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
    // SQLSTATE class 08 (connection exception), and the server shutting down or starting up (57P0x).
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^08|^57P0[1-3]$/.test(code))) {
      return 'unreachable';
    }
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return 'unreachable';
  }
  return undefined;
}

/**
 * A deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled the whole transaction back
 * and the same work, run again, normally succeeds.
 */
export function isTransientConflict(error: unknown): boolean {
  return causes(error).some((e) => {
    const { code } = e as { code?: unknown };
    return code === '40P01' || code === '40001';
  });
}

export const databaseFailureMessage: Record<Exclude<DatabaseFailure, 'abandoned'>, string> = {
  busy: 'The server is busy; please try again in a moment',
  timeout: 'The database took too long to answer; please try again or narrow the search',
  unreachable: 'The database cannot be reached right now; please try again in a moment',
};
