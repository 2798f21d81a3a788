import type { IncomingHttpHeaders } from 'node:http';
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

/**
 * Query parameters whose value is a credential: the chat socket's `/api/ws?token=`, the reset and
 * confirmation links' `?token=` of the web pages. Matched on the decoded name, so `%74oken` counts.
 */
const SECRET_PARAMETER = /token|secret|password/i;

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** `url` with the value of every credential in its query string replaced by [redacted]. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * The request as the logger's `req` serializer is handed it: Fastify's request at run time (with `host`
 * and `ip`), typed by Fastify as the raw one.
 */
type LoggedRequest = {
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

/** The logger's `req` serializer (the access log's "incoming request"): Fastify's fields, the URL redacted. */
export function serializeRequest(req: LoggedRequest) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
