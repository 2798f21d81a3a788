import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SECRET_KEY_FILE } from '../auth/secret-box.ts';
import { pgliteExtensions } from './client.ts';
import { assertDataDirFree } from './data-dir-lock.ts';

/**
 * `npm run backup` and `npm run restore` (docs/backups.md). A backup is a folder: manifest.json (the
 * database kind, the time, the last migration and the row count of every table), the database
 * (`database.pgdump`, pg_dump's custom format, on PostgreSQL; `pglite.tar.gz`, a consistent copy of
 * the data directory, on the embedded database) and `uploads/`, the stored files.
 */

export type BackupManifest = {
  format: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  lastMigration: string | null;
  tables: Record<string, number>;
  uploads: number;
};

export type Target = { url?: string; dataDir: string };

const PGDUMP = 'database.pgdump';
const PGLITE = 'pglite.tar.gz';

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The exact row count of every table of the app (public schema) and its last applied migration. */
async function describe(query: Query): Promise<Pick<BackupManifest, 'tables' | 'lastMigration'>> {
  const { rows } = await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables: Record<string, number> = {};
  for (const { tablename } of rows) {
    const name = String(tablename);
    const counted = await query(`select count(*)::int as n from public."${name.replaceAll('"', '""')}"`);
    tables[name] = Number(counted.rows[0]?.n ?? 0);
  }
  let lastMigration: string | null = null;
  const journal = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (journal.rows[0]?.present) {
    const last = await query(
      `select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    lastMigration = last.rows[0] ? String(last.rows[0].hash) : null;
  }
  return { tables, lastMigration };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((text) => client.query(text));
  } finally {
    await client.end();
  }
}

async function withPglite<T>(dir: string, work: (query: Query, client: PGlite) => Promise<T>): Promise<T> {
  const client = new PGlite(dir, { extensions: pgliteExtensions });
  await client.waitReady;
  try {
    return await work((text) => client.query(text) as Promise<{ rows: Record<string, unknown>[] }>, client);
  } finally {
    await client.close();
  }
}

const uploadsOf = (dataDir: string) => join(dataDir, 'uploads');
const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Writes a backup of the database and the uploads into `outDir` (made if missing; must be empty). */
export async function createBackup(target: Target, outDir: string): Promise<BackupManifest> {
  const out = resolve(outDir);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  mkdirSync(out, { recursive: true });
  let described: Pick<BackupManifest, 'tables' | 'lastMigration'>;
  if (target.url) {
    const url = target.url;
    // Counted in the same snapshot pg_dump reads would be nicer; counting first and dumping at once is
    // exact as long as nothing writes in between, which the restore check then proves or refutes.
    described = await withPostgres(url, describe);
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(out, PGDUMP)}`,
      `--dbname=${url}`,
    ]);
  } else {
    const dir = pgliteDirOf(target.dataDir);
    if (!existsSync(dir)) throw new Error(`no embedded database in ${dir}`);
    assertDataDirFree(target.dataDir);
    described = await withPglite(dir, async (query, client) => {
      await client.query('checkpoint');
      const found = await describe(query);
      const tarball = await client.dumpDataDir('gzip');
      writeFileSync(join(out, PGLITE), new Uint8Array(await tarball.arrayBuffer()));
      return found;
    });
  }
  const uploads = uploadsOf(target.dataDir);
  if (existsSync(uploads)) cpSync(uploads, join(out, 'uploads'), { recursive: true });
  // The key that seals the two-step sign-in keys (auth/secret-box.ts): without it they cannot be read.
  const key = join(target.dataDir, SECRET_KEY_FILE);
  if (existsSync(key)) cpSync(key, join(out, SECRET_KEY_FILE));
  const manifest: BackupManifest = {
    format: 1,
    kind: target.url ? 'postgres' : 'pglite',
    createdAt: new Date().toISOString(),
    ...described,
    uploads: countFiles(join(out, 'uploads')),
  };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(from: string): BackupManifest {
  const file = join(resolve(from), 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: not a backup folder`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

export type RestoreResult = {
  manifest: BackupManifest;
  tables: Record<string, number>;
  mismatches: string[];
};

/**
 * Restores a backup into an empty database (`force` replaces what is there) and checks every table's
 * row count against the manifest. The kind must match: a PostgreSQL dump goes to PostgreSQL.
 */
export async function restoreBackup(target: Target, from: string, force = false): Promise<RestoreResult> {
  const folder = resolve(from);
  const manifest = readManifest(folder);
  const wanted = target.url ? 'postgres' : 'pglite';
  if (manifest.kind !== wanted) {
    throw new Error(`this backup is of a ${manifest.kind} database; the target is ${wanted}`);
  }
  let tables: Record<string, number>;
  if (target.url) {
    const url = target.url;
    const existing = await withPostgres(url, async (query) => {
      const { rows } = await query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      return Number(rows[0]?.n ?? 0);
    });
    if (existing > 0 && !force)
      throw new Error(`the target database has ${existing} tables: restore needs an empty one (or --force)`);
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`];
    if (existing > 0) args.push('--clean', '--if-exists');
    await run('pg_restore', [...args, join(folder, PGDUMP)]);
    tables = (await withPostgres(url, describe)).tables;
  } else {
    const dir = pgliteDirOf(target.dataDir);
    assertDataDirFree(target.dataDir);
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      if (!force) throw new Error(`${dir} is not empty: restore needs an empty data directory (or --force)`);
      rmSync(dir, { recursive: true, force: true });
    }
    mkdirSync(dir, { recursive: true });
    const bytes = await readFile(join(folder, PGLITE));
    const client = new PGlite(dir, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }),
    });
    await client.waitReady;
    await client.close();
    tables = (await withPglite(dir, describe)).tables;
  }
  const uploads = join(folder, 'uploads');
  if (existsSync(uploads)) cpSync(uploads, uploadsOf(target.dataDir), { recursive: true, force: true });
  const key = join(folder, SECRET_KEY_FILE);
  if (existsSync(key)) {
    mkdirSync(target.dataDir, { recursive: true });
    cpSync(key, join(target.dataDir, SECRET_KEY_FILE), { force: true });
    chmodSync(join(target.dataDir, SECRET_KEY_FILE), 0o600);
  }
  const mismatches = Object.entries(manifest.tables)
    .filter(([name, count]) => tables[name] !== count)
    .map(([name, count]) => `${name}: ${count} in the backup, ${tables[name] ?? 'no table'} restored`);
  return { manifest, tables, mismatches };
}
