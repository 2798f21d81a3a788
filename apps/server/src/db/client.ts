import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isTransientConflict } from '../lib/database-errors.ts';
import { assertDataDirFree, holdDataDir } from './data-dir-lock.ts';
import { type ListenHandlers, listenOnPool, listenOnPostgres, type Unlisten } from './listener.ts';
import { DEFAULT_POOL_LIMITS, openPool, type PoolLimits, warmPool } from './pg-pool.ts';
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
   * Hears NOTIFY on `channel`: on PostgreSQL through one dedicated connection of this process that
   * reconnects when lost; on PGlite through its one connection. See db/listener.ts.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  close(): Promise<void>;
};

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
/** Any fixed number: every API process takes the same advisory lock, so only one migrates at a time. */
const MIGRATION_LOCK = 727_001;

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  inMemory?: boolean;
  pool?: Partial<PoolLimits>;
};

/**
 * PostgreSQL at `url`, or PGlite in `dataDir` (in memory with `inMemory`). Both are reached the same
 * way: drizzle's node-postgres driver on a pg pool (db/pg-pool.ts), PGlite through its own
 * node-postgres adapter (decision 020).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const limits = { ...DEFAULT_POOL_LIMITS, ...options.pool };
  if (options.url) return openPostgres(options.url, limits);
  if (options.inMemory || !options.dataDir) {
    return pgliteDatabase(await PGlite.create({ extensions: pgliteExtensions }), limits);
  }
  const { dataDir } = options;
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  assertDataDirFree(dataDir);
  const release = holdDataDir(dataDir);
  try {
    const database = await pgliteDatabase(await PGlite.create(dir, { extensions: pgliteExtensions }), limits);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * pg_trgm backs the lists' q search (migration 0004); btree_gist the calendar's (owner, time range)
 * index (migration 0014). PGlite ships both as loadable extensions.
 */
export const pgliteExtensions = { pg_trgm, btree_gist };

/**
 * An open PGlite (the tests open theirs from a data-dir snapshot) as the app's database: a pool of
 * its one connection, closed with it. Its session keeps custom plans, as the pool's PostgreSQL
 * connections do (openPool).
 */
export async function pgliteDatabase(pglite: PGlite, limits: Partial<PoolLimits> = {}): Promise<Database> {
  const pool = openPool(pglite, { ...DEFAULT_POOL_LIMITS, ...limits });
  const listen = listenOnPool(pool);
  try {
    await pool.query('set plan_cache_mode = force_custom_plan');
  } catch (error) {
    await pool.end();
    await pglite.close();
    throw error;
  }
  return {
    db: retryingConflicts(drizzle({ client: pool, schema }) as unknown as Db),
    kind: 'pglite',
    migrate: async () => {
      await migrate(drizzle({ client: pool, schema }), { migrationsFolder });
    },
    ping: sharedPing(() => pool.query('select 1')),
    listen,
    close: async () => {
      await pool.end();
      await pglite.close();
    },
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
  const db = retryingConflicts(drizzle({ client: pool, schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Its own connection, without the statement_timeout: building an index on a big table takes long.
      const conn = new pg.Client({ connectionString: url });
      await conn.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle({ client: conn, schema }), { migrationsFolder });
      } finally {
        await conn.end();
      }
    },
    ping: sharedPing(() => healthPool.query('select 1')),
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
    close: async () => {
      await Promise.all([pool.end(), healthPool.end()]);
    },
  };
}
