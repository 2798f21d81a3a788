import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase, pgliteDatabase, pgliteExtensions } from '../db/client.ts';
import type { PoolLimits } from '../db/pg-pool.ts';
import { seedDemo } from '../db/seed/seed.ts';

/** The database the tests run on: PGlite in memory, or a database of its own on TEST_DB=pg with TEST_DATABASE_URL. */
export const testDatabaseKind = process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite';

/** Where each test file's migrated and seeded database comes from; the global setup makes it once per run. */
export type SeededCopy = { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededCopy?: SeededCopy;
    /** A directory of the run's, removed when the run ends (global-setup.ts). */
    runDir?: string;
  }
}

export type TestDatabase = { database: Database; drop(): Promise<void> };
export type PreparedCopy = { copy: SeededCopy; dispose(): Promise<void> };

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Time, process and random bytes: another developer's run on the same server never picks the same name. */
const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now()}_${process.pid}_${randomBytes(4).toString('hex')}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dropDatabase = (name: string) => onServer(`drop database if exists ${name} with (force)`);

async function postgresDatabase(template?: string, pool?: Partial<PoolLimits>): Promise<TestDatabase> {
  const name = uniqueName('t');
  await onServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ url: databaseUrl(name), pool });
  return { database, drop: () => dropDatabase(name) };
}

/** An empty database of the test's own: the app migrates (and seeds) it as on a first start. */
export async function openEmptyDatabase(pool?: Partial<PoolLimits>): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') return postgresDatabase(undefined, pool);
  const database = await openDatabase({ inMemory: true });
  return { database, drop: async () => undefined };
}

// Node has WebAssembly; the server's TypeScript library (no DOM) declares only its types.
const wasmApi = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;
const compileWasm = (bytes: Uint8Array) => wasmApi.compile(bytes);

/**
 * A Blob whose bytes are already in memory. PGlite reads a data directory's tarball and its file-system
 * bundle with `arrayBuffer()`, which on Node's Blob streams the 50 MB in chunks and concatenates them:
 * about a third of opening a copy. This answers a plain copy of the bytes (PGlite writes into what it
 * is given, so each copy gets its own).
 */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer as ArrayBuffer);
  }
}

/**
 * What every PGlite copy of a worker shares, read and compiled once (the server files share one module
 * graph per worker, vitest.config.ts): the seeded snapshot's bytes (50 MB, a third of it write-ahead
 * log), PGlite's compiled WebAssembly and its file-system bundle. Each copy is still a database of its
 * own (docs/decisions/016).
 */
const pgliteParts = new Map<
  string,
  Promise<{ snapshot: Uint8Array; wasm: WebAssembly.Module; fsBundle: Uint8Array }>
>();
function sharedPgliteParts(snapshotFile: string) {
  let parts = pgliteParts.get(snapshotFile);
  if (!parts) {
    const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
    parts = (async () => ({
      snapshot: new Uint8Array(await readFile(snapshotFile)),
      wasm: await compileWasm(await readFile(new URL('pglite.wasm', dist))),
      fsBundle: new Uint8Array(await readFile(new URL('pglite.data', dist))),
    }))();
    // A failed read is tried again by the next file rather than remembered.
    parts.catch(() => pgliteParts.delete(snapshotFile));
    pgliteParts.set(snapshotFile, parts);
  }
  return parts;
}

/** A private copy of the run's migrated and seeded database (in memory on PGlite). */
export async function openSeededCopy(copy: SeededCopy, pool?: Partial<PoolLimits>): Promise<TestDatabase> {
  if (copy.kind === 'postgres') return postgresDatabase(copy.template, pool);
  const { snapshot, wasm, fsBundle } = await sharedPgliteParts(copy.snapshotFile);
  const client = new PGlite({
    loadDataDir: new BytesBlob(snapshot),
    extensions: pgliteExtensions,
    pgliteWasmModule: wasm,
    fsBundle: new BytesBlob(fsBundle),
  });
  await client.waitReady;
  return { database: pgliteDatabase(client), drop: async () => undefined };
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedDemo(database.db);
}

/**
 * Migrates and seeds one database, as buildApp does on a first start with SEED_DEMO: a PGlite
 * data-dir tarball in `dir`, or a PostgreSQL template database dropped by dispose().
 */
export async function prepareSeededCopy(dir: string): Promise<PreparedCopy> {
  if (testDatabaseKind === 'pglite') {
    const client = new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    try {
      await migrateAndSeed(pgliteDatabase(client));
      // Written to disk so each copy starts without replaying the write-ahead log, and the segments
      // before the last switch removed rather than kept for reuse: one 16 MB segment less to copy
      // into every file's database.
      await client.exec(
        'set wal_recycle = off; select pg_switch_wal(); checkpoint; select pg_switch_wal(); checkpoint',
      );
      const tarball = await client.dumpDataDir('none');
      const snapshotFile = join(dir, 'seeded-pgdata.tar');
      await writeFile(snapshotFile, new Uint8Array(await tarball.arrayBuffer()));
      return { copy: { kind: 'pglite', snapshotFile }, dispose: async () => undefined };
    } finally {
      await client.close();
    }
  }
  const template = uniqueName('t_template');
  await onServer(`create database ${template}`);
  try {
    // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ url: databaseUrl(template) });
    await migrateAndSeed(database).finally(() => database.close());
  } catch (error) {
    await dropDatabase(template);
    throw error;
  }
  return { copy: { kind: 'postgres', template }, dispose: () => dropDatabase(template) };
}
