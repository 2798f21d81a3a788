import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase, pgliteDatabase, pgliteExtensions } from '../db/client.ts';
import type { PoolLimits } from '../db/pg-pool.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { openCopy, writeSnapshot } from './pglite-snapshot.ts';

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

/** A private copy of the run's migrated and seeded database (in memory on PGlite). */
export async function openSeededCopy(copy: SeededCopy, pool?: Partial<PoolLimits>): Promise<TestDatabase> {
  if (copy.kind === 'postgres') return postgresDatabase(copy.template, pool);
  const client = await openCopy(copy.snapshotFile);
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
      const snapshotFile = await writeSnapshot(client, dir);
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
