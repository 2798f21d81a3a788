import { stdSerializers } from 'pino';

/**
 * A failed statement's parameters never reach the log. Drizzle's DrizzleQueryError writes them into its
 * message (and so its stack) and keeps them in `params`; the insert of a user carries the argon2 hash,
 * a session the token hash. The statement text stays (it names tables and columns, never values); the
 * parameters of every statement are dropped, not only those of tables known to hold secrets, so that a
 * new secret column cannot leak by being forgotten here.
 */
export const REDACTED = '[redacted]';

type QueryError = Error & { query: string; params: unknown };

const isQueryError = (err: unknown): err is QueryError =>
  err instanceof Error && typeof (err as QueryError).query === 'string' && 'params' in err;

function scrub(err: Error): Error {
  if (!isQueryError(err)) return err;
  const message = `Failed query: ${err.query}\nparams: ${REDACTED}`;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const copy = new Error(message, { cause: err.cause });
  copy.name = err.name;
  copy.stack = [`${err.name}: ${message}`, ...frames].join('\n');
  return Object.assign(copy, { query: err.query });
}

/** The logger's `err` serializer: pino's own, after the parameters are taken out. */
export function serializeError(err: Error) {
  const cause = err?.cause;
  const scrubbed = scrub(err);
  // A query error wrapped by another error (a transaction's, a service's) is scrubbed too.
  if (cause instanceof Error && isQueryError(cause)) {
    const outer = Object.create(Object.getPrototypeOf(scrubbed)) as Error;
    Object.assign(outer, scrubbed, { cause: scrub(cause) });
    outer.message = scrubbed.message;
    outer.stack = scrubbed.stack;
    return stdSerializers.err(outer);
  }
  return stdSerializers.err(scrubbed);
}
