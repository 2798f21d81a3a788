import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig, PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import {
  bindToCurrentSignal,
  currentActor,
  currentSignal,
  isWriteStatement,
  PoolBusyError,
  QueryAbortedError,
} from './query-signal.ts';

export type PoolLimits = {
  /** Connections per API process (PostgreSQL; PGlite is one). */
  size: number;
  /** Requests that may wait for a connection; one more is refused with PoolBusyError. */
  queue: number;
  /** Server-side statement_timeout in ms (PostgreSQL); 0 turns it off (migrations, seeding). */
  statementTimeoutMs: number;
  /**
   * Open every connection at start and keep them open when idle (warmPool). Otherwise a connection is
   * opened when a request finds none free and closed after 10 s idle, so the first burst after a quiet
   * spell pays the connects and each new server process's cold catalog caches (tests open many pools).
   */
  warm?: boolean;
};

export const DEFAULT_POOL_LIMITS: PoolLimits = { size: 10, queue: 100, statementTimeoutMs: 10_000 };

type Callback = (...args: unknown[]) => void;
type CancelConnection = {
  on(event: 'connect' | 'end' | 'error', listener: () => void): void;
  connect(port: number | string, host?: string): void;
  cancel(processID: number, secretKey: number): void;
  end(): void;
};
type BackendKey = { host: string; port: number; processID: number; secretKey: number };

/**
 * Sends PostgreSQL's out-of-band cancel request for the statement running on `client`'s backend.
 * PGlite has no backend process to signal (no key): its statement runs to its end.
 */
function sendCancel(client: pg.Client): Promise<void> {
  const { host, port, processID, secretKey } = client as unknown as BackendKey;
  if (processID == null) return Promise.resolve();
  return new Promise((resolve) => {
    const con = new pg.Connection() as unknown as CancelConnection;
    const timer = setTimeout(() => {
      con.end();
      resolve();
    }, 2000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    con.on('end', done);
    con.on('error', done);
    con.on('connect', () => con.cancel(processID, secretKey));
    if (host.startsWith('/')) con.connect(`${host}/.s.PGSQL.${port}`);
    else con.connect(port, host);
  });
}

const isRollback = (query: unknown) => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*rollback\b/i.test(text);
};

/**
 * A pg.Client whose queries follow the request's AbortSignal (see query-signal.ts): on abort the
 * running statement gets a cancel request; later statements are refused, except the ROLLBACK that
 * closes an open transaction. The next statement on this connection waits until the cancel request
 * has been handled, so a late cancel can never hit another request's statement.
 */
class CancellableClient extends pg.Client {
  private cancelling: Promise<void> | undefined;
  /**
   * The app.actor_id this connection's session holds; undefined when unknown: before the first set
   * (PGlite's one session outlives the pool's clients) and after a set that failed.
   */
  private actor: string | undefined;

  constructor(config?: pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      if (typeof (args[0] as { submit?: unknown } | null)?.submit === 'function') return query(...args);
      const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
      const result = this.guarded(query, args);
      if (!callback) return result;
      result.then(
        (res) => callback(null, res),
        (error) => callback(error),
      );
      return undefined;
    }) as pg.Client['query'];
  }

  private async guarded(query: (...args: unknown[]) => unknown, args: unknown[]): Promise<unknown> {
    if (this.cancelling) await this.cancelling;
    const signal = currentSignal();
    if (signal?.aborted && !isRollback(args[0])) throw new QueryAbortedError();
    this.setActorBefore(query, args[0]);
    if (!signal) return query(...args);
    const onAbort = () => {
      this.cancelling ??= sendCancel(this).finally(() => {
        this.cancelling = undefined;
      });
    };
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await query(...args);
    } catch (error) {
      throw signal.aborted ? new QueryAbortedError() : error;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  /**
   * The audit triggers read the request's user from app.actor_id (docs/audit.md). Before a write (or
   * the BEGIN of a transaction) by another actor than the last one set on this connection, the set is
   * queued: pg runs a client's queries in order, so it reaches the server first, outside any
   * transaction, and a read costs nothing.
   */
  private setActorBefore(query: (...args: unknown[]) => unknown, statement: unknown): void {
    if (!isWriteStatement(statement)) return;
    const actor = currentActor();
    if (actor === this.actor) return;
    this.actor = actor;
    (query("select set_config('app.actor_id', $1, false)", [actor]) as Promise<unknown>).catch(() => {
      this.actor = undefined;
    });
  }
}

/**
 * PGlite's node-postgres connection, handed only the parameter types of a Parse: pg passes a query's
 * `types` there as well, which drizzle sets to its result parsers (an object) and which pg's own
 * writer skips but PGlite's (0.5) cannot read.
 */
class PgliteConnection extends PglitePgConnection {
  override parse(query: { text: string; name?: string; types?: unknown }): void {
    super.parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  }
}

/**
 * A pool with a bounded wait queue and queries cancelled with their request, on a PostgreSQL server
 * (`url`, with a statement_timeout) or on PGlite in this process through its own node-postgres
 * adapter (`@electric-sql/pglite/node-postgres`): PGlite is one connection, so that pool holds one
 * client, kept for good, and a request waits for it as long as it takes (decision 020).
 */
export function openPool(target: string | PGlite, limits: PoolLimits): pg.Pool {
  const size = typeof target === 'string' ? limits.size : 1;
  const pool = new pg.Pool({
    Client: CancellableClient,
    ...(typeof target === 'string'
      ? {
          connectionString: target,
          max: size,
          // A database that went away must fail a request in seconds (503), not hold it until the client gives up.
          connectionTimeoutMillis: 5000,
          // No JIT: it compiles any plan whose estimated cost passes jit_above_cost, tens of milliseconds
          // for list queries that then run in a few (the roles list at 100,000 users: 86 of 346 ms).
          // Custom plans always: the lists' statements kept per shape (lib/prepared.ts) are named, and a
          // generic plan would be chosen without the values (a search's pattern, a LIMIT, a rare status),
          // where every list was tuned on plans made for its values; the kept parse is what they save.
          options: '-c jit=off -c plan_cache_mode=force_custom_plan',
          ...(limits.warm ? { min: size } : {}),
          ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
        }
      : {
          ...createPgConfig(target),
          connection: new PgliteConnection({ pglite: target }),
          max: 1,
          idleTimeoutMillis: 0,
        }),
  });
  const connect = pool.connect.bind(pool) as (cb?: Callback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: Callback) => {
    const mustWait = pool.totalCount >= size && pool.idleCount === 0;
    if (mustWait && pool.waitingCount >= limits.queue) {
      const error = new PoolBusyError(pool.waitingCount);
      if (!callback) return Promise.reject(error);
      process.nextTick(callback, error);
      return undefined;
    }
    // A waiter is woken by another request's release: rebind it so its queries keep its own signal.
    // (Not AsyncResource.bind: it costs a resource and a deprecation wrapper on every query.)
    return connect(callback && bindToCurrentSignal(callback));
  }) as pg.Pool['connect'];
  return pool;
}

/**
 * Opens the pool's `size` connections at once (each held until all are open, so none is reused) and
 * gives them back. With `warm`, the pool keeps them: the first burst of requests after the start no
 * longer waits for connections to open (16 clients at 1,000,000 orders: p99 178 ms, against 36 ms
 * for the same call once the connections were open).
 */
export async function warmPool(pool: pg.Pool, size: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  try {
    await Promise.all(clients.map((client) => client.query('select 1')));
  } finally {
    for (const client of clients) client.release();
  }
}
