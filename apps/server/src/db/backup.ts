import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SECRET_KEY_FILE } from '../auth/secret-box.ts';
import { type FileStorage, inFolder, localDiskStorage } from '../lib/file-storage.ts';
import { pgliteExtensions } from './client.ts';
import { assertDataDirFree } from './data-dir-lock.ts';

/**
 * `npm run backup` and `npm run restore` (docs/backups.md). A backup is a folder: manifest.json (the
 * database kind, the time, the last migration and the row count of every table), the database
 * (`database.pgdump`, pg_dump's custom format, on PostgreSQL; `pglite.tar.gz`, a consistent copy of
 * the data directory, on the embedded database) and `uploads/`, the stored files. The folder is on
 * this machine, or `backups/<name>/` in the app's S3 bucket when STORAGE_URL names one (decision 025).
 */

export type BackupManifest = {
  format: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  lastMigration: string | null;
  tables: Record<string, number>;
  uploads: number;
};

export type Target = {
  url?: string;
  dataDir: string;
  /** The app's file storage when it is a bucket (STORAGE_URL); unset: the files under DATA_DIR/uploads. */
  files?: FileStorage;
};

/** A backup's folder: a path on this machine, or the name of one under `backups/` in `Target.files`. */
export type BackupPlace = string | { inStore: string };

/** What backup and restore do with a backup's folder, wherever it is. */
type Place = {
  label: string;
  /** Where one of its files is, for messages. */
  nameOf(file: string): string;
  isEmpty(): Promise<boolean>;
  write(file: string, bytes: Buffer): Promise<void>;
  read(file: string): Promise<Buffer | null>;
  /** Lets `produce` write the file at a path on this machine (what pg_dump needs), then keeps it. */
  writeVia(file: string, produce: (path: string) => Promise<void>): Promise<void>;
  /** A path on this machine that holds the file (what pg_restore needs), or null when it is not there. */
  pathOf(file: string): Promise<string | null>;
  /** The backup's copy of the uploads: a folder on this machine, or the store's keys under it. */
  uploads: string | FileStorage;
  /** Removes what the place made on this machine (a store's downloads). */
  cleanUp(): void;
};

/** Where the backups of a bucket go in it; the app itself never uses this folder. */
export const STORE_BACKUPS = 'backups';

function folderPlace(dir: string): Place {
  return {
    label: dir,
    nameOf: (file) => join(dir, file),
    isEmpty: async () => !existsSync(dir) || readdirSync(dir).length === 0,
    async write(file, bytes) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, file), bytes);
    },
    read: async (file) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file)) : null),
    async writeVia(file, produce) {
      mkdirSync(dir, { recursive: true });
      await produce(join(dir, file));
    },
    pathOf: async (file) => (existsSync(join(dir, file)) ? join(dir, file) : null),
    uploads: join(dir, 'uploads'),
    cleanUp() {},
  };
}

function storePlace(files: FileStorage, name: string): Place {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) throw new Error(`${name} is not a backup name`);
  const folder = `${STORE_BACKUPS}/${name}`;
  let scratch: string | null = null;
  const scratchDir = () => {
    scratch ??= mkdtempSync(join(tmpdir(), 'backup-'));
    return scratch;
  };
  return {
    label: `${folder} in ${files.description}`,
    nameOf: (file) => `${folder}/${file} in ${files.description}`,
    async isEmpty() {
      for await (const _ of files.list(`${folder}/`)) return false;
      return true;
    },
    write: (file, bytes) => files.put(`${folder}/${file}`, bytes),
    read: (file) => files.get(`${folder}/${file}`),
    async writeVia(file, produce) {
      const path = join(scratchDir(), file);
      await produce(path);
      await files.putStream(`${folder}/${file}`, createReadStream(path));
      rmSync(path, { force: true });
    },
    async pathOf(file) {
      const key = `${folder}/${file}`;
      const size = await files.size(key);
      if (size === null) return null;
      const path = join(scratchDir(), file);
      if (size === 0) writeFileSync(path, '');
      else await pipeline(files.read(key, { start: 0, end: size - 1 }), createWriteStream(path));
      return path;
    },
    uploads: inFolder(files, `${folder}/uploads`),
    cleanUp() {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

function placeOf(target: Target, place: BackupPlace): Place {
  if (typeof place === 'string') return folderPlace(resolve(place));
  if (!target.files) throw new Error('a backup in the store needs STORAGE_URL');
  return storePlace(target.files, place.inStore);
}

/**
 * Copies every stored file from one side to the other and answers how many there are: a folder to a
 * folder as it is on disk; anything with a bucket object by object, streamed (never whole in memory),
 * leaving out the bucket's own backups. `replace`: a file already there is stored again.
 */
async function copyUploads(from: string | FileStorage, to: string | FileStorage, replace: boolean) {
  if (typeof from === 'string' && typeof to === 'string') {
    if (existsSync(from)) cpSync(from, to, { recursive: true, force: true });
    return countFiles(from);
  }
  const source = typeof from === 'string' ? localDiskStorage(from) : from;
  const target = typeof to === 'string' ? localDiskStorage(to) : to;
  let copied = 0;
  for await (const { key, size } of source.list('')) {
    if (key.startsWith(`${STORE_BACKUPS}/`)) continue;
    const store = () =>
      size === 0
        ? target.put(key, Buffer.alloc(0))
        : target.putStream(key, source.read(key, { start: 0, end: size - 1 }));
    try {
      await store();
    } catch (error) {
      if (!replace || (error as { code?: string }).code !== 'EEXIST') throw error;
      await target.delete(key);
      await store();
    }
    copied += 1;
  }
  return copied;
}

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

/**
 * Writes a backup of the database and the uploads into `out`: a folder on this machine (made if
 * missing; must be empty) or a new folder of the store.
 */
export async function createBackup(target: Target, out: BackupPlace): Promise<BackupManifest> {
  const place = placeOf(target, out);
  try {
    if (!(await place.isEmpty())) throw new Error(`${place.label} is not empty`);
    let described: Pick<BackupManifest, 'tables' | 'lastMigration'>;
    if (target.url) {
      const url = target.url;
      // Counted in the same snapshot pg_dump reads would be nicer; counting first and dumping at once is
      // exact as long as nothing writes in between, which the restore check then proves or refutes.
      described = await withPostgres(url, describe);
      await place.writeVia(PGDUMP, (path) =>
        run('pg_dump', [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path}`,
          `--dbname=${url}`,
        ]),
      );
    } else {
      const dir = pgliteDirOf(target.dataDir);
      if (!existsSync(dir)) throw new Error(`no embedded database in ${dir}`);
      assertDataDirFree(target.dataDir);
      let tarball: Blob | null = null;
      described = await withPglite(dir, async (query, client) => {
        await client.query('checkpoint');
        const found = await describe(query);
        tarball = await client.dumpDataDir('gzip');
        return found;
      });
      if (!tarball) throw new Error('the embedded database gave no copy of itself');
      await place.write(PGLITE, Buffer.from(await (tarball as Blob).arrayBuffer()));
    }
    const uploads = await copyUploads(target.files ?? uploadsOf(target.dataDir), place.uploads, false);
    // The key that seals the two-step sign-in keys (auth/secret-box.ts): without it they cannot be read.
    const key = join(target.dataDir, SECRET_KEY_FILE);
    if (existsSync(key)) await place.write(SECRET_KEY_FILE, readFileSync(key));
    const manifest: BackupManifest = {
      format: 1,
      kind: target.url ? 'postgres' : 'pglite',
      createdAt: new Date().toISOString(),
      ...described,
      uploads,
    };
    await place.write('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    return manifest;
  } finally {
    place.cleanUp();
  }
}

function parseManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

export function readManifest(from: string): BackupManifest {
  const file = join(resolve(from), 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: not a backup folder`);
  return parseManifest(readFileSync(file, 'utf8'));
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
export async function restoreBackup(
  target: Target,
  from: BackupPlace,
  force = false,
): Promise<RestoreResult> {
  const place = placeOf(target, from);
  try {
    const text = await place.read('manifest.json');
    if (!text) throw new Error(`${place.nameOf('manifest.json')} is missing: not a backup folder`);
    const manifest = parseManifest(text.toString('utf8'));
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
        throw new Error(
          `the target database has ${existing} tables: restore needs an empty one (or --force)`,
        );
      const dump = await place.pathOf(PGDUMP);
      if (!dump) throw new Error(`${place.nameOf(PGDUMP)} is missing`);
      const args = ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`];
      if (existing > 0) args.push('--clean', '--if-exists');
      await run('pg_restore', [...args, dump]);
      tables = (await withPostgres(url, describe)).tables;
    } else {
      const dir = pgliteDirOf(target.dataDir);
      assertDataDirFree(target.dataDir);
      if (existsSync(dir) && readdirSync(dir).length > 0) {
        if (!force)
          throw new Error(`${dir} is not empty: restore needs an empty data directory (or --force)`);
        rmSync(dir, { recursive: true, force: true });
      }
      const bytes = await place.read(PGLITE);
      if (!bytes) throw new Error(`${place.nameOf(PGLITE)} is missing`);
      mkdirSync(dir, { recursive: true });
      const client = new PGlite(dir, {
        extensions: pgliteExtensions,
        loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }),
      });
      await client.waitReady;
      await client.close();
      tables = (await withPglite(dir, describe)).tables;
    }
    await copyUploads(place.uploads, target.files ?? uploadsOf(target.dataDir), true);
    const key = await place.read(SECRET_KEY_FILE);
    if (key) {
      mkdirSync(target.dataDir, { recursive: true });
      writeFileSync(join(target.dataDir, SECRET_KEY_FILE), key);
      chmodSync(join(target.dataDir, SECRET_KEY_FILE), 0o600);
    }
    const mismatches = Object.entries(manifest.tables)
      .filter(([name, count]) => tables[name] !== count)
      .map(([name, count]) => `${name}: ${count} in the backup, ${tables[name] ?? 'no table'} restored`);
    return { manifest, tables, mismatches };
  } finally {
    place.cleanUp();
  }
}
