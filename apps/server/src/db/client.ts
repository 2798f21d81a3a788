import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isTransientConflict } from '../lib/database-errors.ts';
import { assertDataDirFree, holdDataDir } from './data-dir-lock.ts';
import { type ListenHandlers, listenOnPglite, listenOnPostgres, type Unlisten } from './listener.ts';
import { DEFAULT_POOL_LIMITS, openPool, type PoolLimits, warmPool } from './pg-pool.ts';
import { keptStatements } from './pglite-statements.ts';
import { type PgliteClient, PgliteThread } from './pglite-thread.ts';
import { currentActor, isWriteStatement } from './query-signal.ts';
import * as schema from './schema/index.ts';
import { sharedPing } from './shared-ping.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * The migrations recorded as applied (drizzle's journal `when` of each), read on the health
   * check's connection; fails when the database does not answer. db/migration-journal.ts compares them.
   */
  appliedMigrations(): Promise<number[]>;
  /** PostgreSQL only: the pool's connections now (for GET /metrics). */
  poolStats?(): PoolStats;
  /**
   * Hears NOTIFY on `channel`: on PostgreSQL through one dedicated connection of this process that
   * reconnects when lost; on PGlite in process. See db/listener.ts.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /**
   * One statement with `$n` parameters, or a script of several without any, on the same client the
   * ORM uses; rows come back as the driver types them (dates as Date). The job queue's way in
   * (modules/job/job-queue.service.ts, decision 024).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
};

/** A script's answer is its last statement's (pg and PGlite both answer one result per statement). */
function lastResult<R>(result: R | R[], empty: R): R {
  if (!Array.isArray(result)) return result;
  return result.length ? result[result.length - 1] : empty;
}

export type PoolStats = {
  /** Connections open, idle or in use. */
  open: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  max: number;
};

/**
 * What drizzle's migrator records per applied migration (created_at is the journal's `when`); no
 * such table yet means nothing was applied.
 */
async function appliedIn(
  query: (text: string) => Promise<{ rows: { created_at: string | number }[] }>,
): Promise<number[]> {
  try {
    const { rows } = await query('select created_at from drizzle.__drizzle_migrations');
    return rows.map((r) => Number(r.created_at));
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return [];
    throw error;
  }
}

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
/** Any fixed number: every API process takes the same advisory lock, so only one migrates at a time. */
const MIGRATION_LOCK = 727_001;

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** PostgreSQL only: PGlite is one connection in this process, with nothing to queue or cancel. */
  pool?: Partial<PoolLimits>;
  /**
   * PGlite in DATA_DIR only: run it in a worker thread (db/pglite-thread.ts) instead of the API's own
   * thread (decision 020). An in-memory PGlite (tests) always runs in the calling thread.
   */
  pgliteWorker?: boolean;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, { ...DEFAULT_POOL_LIMITS, ...options.pool });
  return openPglite(options.inMemory ? undefined : options.dataDir, options.pgliteWorker ?? false);
}

async function openPglite(dataDir: string | undefined, inWorker: boolean): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const extensions = pgliteExtensions;
  if (dataDir) assertDataDirFree(dataDir);
  const release = dataDir && dir ? holdDataDir(dataDir) : () => undefined;
  let client: PgliteClient;
  try {
    const opened = !dir
      ? new PGlite({ extensions })
      : inWorker
        ? new PgliteThread(dir)
        : new PGlite(dir, { extensions });
    await opened.waitReady;
    client = opened;
  } catch (error) {
    release();
    throw error;
  }
  const database = pgliteDatabase(client);
  return {
    ...database,
    close: async () => {
      await database.close();
      release();
    },
  };
}

/** Wraps an open PGlite (the tests open theirs from a data-dir snapshot). */
/**
 * pg_trgm backs the lists' q search (migration 0004); btree_gist the calendar's (owner, time range)
 * index (migration 0014). PGlite ships both as loadable extensions.
 */
export const pgliteExtensions = { pg_trgm, btree_gist };

export function pgliteDatabase(client: PgliteClient): Database {
  // In the API thread, statements are kept named (db/pglite-statements.ts); a PgliteThread keeps them in its worker.
  const statements = client instanceof PGlite ? keptStatements(client) : client;
  const sqlClient = withActor(statements);
  const db = drizzlePglite({ client: sqlClient as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client: client as PGlite, schema }), { migrationsFolder });
    },
    ping: sharedPing(() => client.query('select 1')),
    appliedMigrations: () => appliedIn((text) => client.query(text)),
    listen: (channel, handlers) => listenOnPglite(statements, channel, handlers),
    executeSql: async (text, values) =>
      values?.length
        ? ((await sqlClient.query(text, values)) as { rows: Record<string, unknown>[] })
        : lastResult<{ rows: Record<string, unknown>[] }>(await sqlClient.exec(text), { rows: [] }),
    close: () => client.close(),
  };
}

/** Runs of a transaction at most, when PostgreSQL aborts it for a deadlock or a serialization failure. */
const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs a top-level transaction again when PostgreSQL aborted it for a deadlock or a serialization
 * failure (nothing of it was kept), after a short random pause, instead of answering 500. Writers
 * whose triggers lock shared summary rows (categories' totals, row counts, customers' totals) in
 * different orders can meet in a deadlock under load (bench/soak.ts found them at 50 connections).
 * A callback must therefore do nothing outside the database that it cannot do twice.
 */
function retryingConflicts(db: Db): Db {
  const once = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }) as Db['transaction'];
  return db;
}

const SET_ACTOR = "select set_config('app.actor_id', $1, true)";

/** Forwards everything to `target` except the overridden methods. */
function override<T extends object>(target: T, methods: Partial<T>): T {
  return new Proxy(target, {
    get(t, key) {
      if (key in methods) return methods[key as keyof T];
      const value = Reflect.get(t, key, t);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

type PgliteTx = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/** A transaction whose first write sets app.actor_id locally (after SET TRANSACTION, which must come first). */
function actorOnFirstWrite(tx: PgliteTx, actor: string): PgliteTx {
  let set = false;
  const query: PgliteTx['query'] = async (text, params, options) => {
    if (!set && isWriteStatement(text)) {
      set = true;
      await tx.query(SET_ACTOR, [actor]);
    }
    return tx.query(text, params, options);
  };
  return override(tx, { query });
}

/**
 * PGlite is one connection shared by every request, whose statements interleave between awaits: a
 * session-wide app.actor_id could be overwritten by another request before the write it was meant
 * for. So a write by a signed-in user runs in a transaction that first sets it locally, and a
 * transaction sets it before its first write (PGlite runs a transaction alone). See docs/audit.md.
 */
function withActor(client: PgliteClient): PgliteClient {
  const query: PGlite['query'] = (text, params, options) => {
    const actor = currentActor();
    if (!actor || !isWriteStatement(text)) return client.query(text, params, options);
    return client.transaction(async (tx) => {
      await tx.query(SET_ACTOR, [actor]);
      return tx.query(text, params, options);
    });
  };
  const transaction: PGlite['transaction'] = (fn) => {
    const actor = currentActor();
    return client.transaction((tx) => fn(actor ? actorOnFirstWrite(tx, actor) : tx));
  };
  return override(client, { query, transaction });
}

async function openPostgres(url: string, limits: PoolLimits): Promise<Database> {
  const pool = openPool(url, limits);
  // The health check has its own connection, so a load balancer hears from a saturated process at once.
  const healthPool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: 3000,
    statement_timeout: 3000,
  });
  // The auth triggers (migration 0007) raise a NOTICE to the connection that made a change: the
  // subscribers of listen() hear it at once, before the change's own NOTIFY reaches the listener.
  // A NOTICE is raised before the change commits, so a cache may be filled again from before the
  // change until the commit: each one is heard again when its connection goes back to the pool (after
  // the commit or rollback, before the writer answers), so what was kept meanwhile is dropped too.
  const noticeSubscribers = new Set<(message: string) => void>();
  const heardDuringUse = new WeakMap<object, Set<string>>();
  const tell = (message: string) => {
    for (const subscriber of noticeSubscribers) subscriber(message);
  };
  pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      const message = notice.message ?? '';
      tell(message);
      const heard = heardDuringUse.get(client);
      if (heard) heard.add(message);
      else heardDuringUse.set(client, new Set([message]));
    });
  });
  pool.on('release', (_error, client) => {
    const heard = heardDuringUse.get(client);
    if (!heard) return;
    heardDuringUse.delete(client);
    for (const message of heard) tell(message);
  });
  // An idle connection that the server drops (restart, failover, admin command) must not take the
  // process down: the pool replaces it on the next query, and that query reports any lasting outage.
  for (const p of [pool, healthPool]) {
    p.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
  }
  if (limits.warm) await warmPool(pool, limits.size);
  const db = retryingConflicts(drizzlePg({ client: pool, schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Its own connection, without the statement_timeout: building an index on a big table takes long.
      const conn = new pg.Client({ connectionString: url });
      await conn.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
      } finally {
        await conn.end();
      }
    },
    ping: sharedPing(() => healthPool.query('select 1')),
    appliedMigrations: () => appliedIn((text) => healthPool.query(text)),
    poolStats: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: limits.size,
    }),
    listen: async (channel, handlers) => {
      const prefix = `${channel}:`;
      const onNotice = (message: string) => {
        if (message.startsWith(prefix)) handlers.onNotify(message.slice(prefix.length));
      };
      noticeSubscribers.add(onNotice);
      const unlisten = await listenOnPostgres(url, channel, handlers);
      return async () => {
        noticeSubscribers.delete(onNotice);
        await unlisten();
      };
    },
    executeSql: async (text, values) =>
      lastResult(
        (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[],
        {
          rows: [],
        } as unknown as pg.QueryResult,
      ),
    close: async () => {
      await Promise.all([pool.end(), healthPool.end()]);
    },
  };
}
