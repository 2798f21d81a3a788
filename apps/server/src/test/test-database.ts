import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase, pgliteDatabase, pgliteExtensions } from '../db/client.ts';
import type { PoolLimits } from '../db/pg-pool.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { createJobQueue } from '../modules/job/job-queue.service.ts';
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

async function onServer<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string): Promise<void> {
  await onServer(`drop database if exists ${name} with (force)`);
}

async function postgresDatabase(name: string, pool?: Partial<PoolLimits>): Promise<TestDatabase> {
  const database = await openDatabase({ url: databaseUrl(name), pool });
  return { database, drop: () => dropDatabase(name) };
}

async function emptyPostgresDatabase(pool?: Partial<PoolLimits>): Promise<TestDatabase> {
  const name = uniqueName('t');
  await onServer(`create database ${name}`);
  return postgresDatabase(name, pool);
}

/**
 * Copies of the run's template are named after it (`<template>_<pid>_<n>`), so the global teardown
 * finds and drops any a worker left behind (dropTemplateAndCopies).
 */
let copiesMade = 0;
async function copyOfTemplate(template: string): Promise<string> {
  copiesMade += 1;
  const name = `${template}_${process.pid}_${copiesMade}`;
  await onServer(`create database ${name} template ${template}`);
  return name;
}

/**
 * The copy the next test file of this worker will take, made while the current file runs. Copying a
 * template is mostly PostgreSQL writing and syncing 20 MB (about 0.5 s, measured in session 17), not
 * CPU: made ahead, no file waits for it. Files share this module within a worker (isolate: false in
 * vitest.config.ts); the copy a worker's last file leaves is dropped by the global teardown.
 */
let spare: { template: string; name: Promise<string> } | undefined;
function takeCopy(template: string): Promise<string> {
  const ready = spare?.template === template ? spare.name : copyOfTemplate(template);
  const next = copyOfTemplate(template);
  // Awaited by the next file that asks; a failure then surfaces there, not as an unhandled rejection.
  next.catch(() => undefined);
  spare = { template, name: next };
  return ready;
}

/**
 * Drops the template and every copy made of it. The template goes first: dropping it waits for any
 * copy still being made of it (each holds a lock on it), so no copy can appear after the sweep.
 */
async function dropTemplateAndCopies(template: string): Promise<void> {
  await dropDatabase(template);
  const copies = await onServer<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [`${template}_`],
  );
  for (const { datname } of copies) await dropDatabase(datname);
}

/** An empty database of the test's own: the app migrates (and seeds) it as on a first start. */
export async function openEmptyDatabase(pool?: Partial<PoolLimits>): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') return emptyPostgresDatabase(pool);
  const database = await openDatabase({ inMemory: true });
  return { database, drop: async () => undefined };
}

/** A private copy of the run's migrated and seeded database (in memory on PGlite). */
export async function openSeededCopy(copy: SeededCopy, pool?: Partial<PoolLimits>): Promise<TestDatabase> {
  if (copy.kind === 'postgres') return postgresDatabase(await takeCopy(copy.template), pool);
  const client = await openCopy(copy.snapshotFile);
  return { database: pgliteDatabase(client), drop: async () => undefined };
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedDemo(database.db);
  // The job queue's tables, as buildApp's first start makes them: each copy's app finds them there.
  const jobs = createJobQueue(database, { pollMs: 0, onError: () => undefined });
  await jobs.start();
  await jobs.stop(1000);
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
  return { copy: { kind: 'postgres', template }, dispose: () => dropTemplateAndCopies(template) };
}
