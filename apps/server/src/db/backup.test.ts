import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FileStorage } from '../lib/file-storage.ts';
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts';
import { createBackup, readManifest, restoreBackup } from './backup.ts';
import { pgliteExtensions } from './client.ts';
import { holdDataDir } from './data-dir-lock.ts';

const copy = inject('seededCopy');
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const upload = Buffer.from(randomBytes(2048));

/** A data directory holding the seeded demo database, one extra row and an uploaded file. */
async function seededDataDir(name: string): Promise<string> {
  if (copy?.kind !== 'pglite') throw new Error('needs the PGlite seeded copy');
  const dataDir = join(work, name);
  mkdirSync(join(dataDir, 'pglite'), { recursive: true });
  const client = new PGlite(join(dataDir, 'pglite'), {
    extensions: pgliteExtensions,
    loadDataDir: new Blob([new Uint8Array(readFileSync(copy.snapshotFile))]),
  });
  await client.waitReady;
  await client.query(`update clients set name = 'Restored Ltd' where id = 1`);
  await client.close();
  mkdirSync(join(dataDir, 'uploads', 'products'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'products', 'a.png'), upload);
  writeFileSync(join(dataDir, 'secret.key'), SEALING_KEY);
  return dataDir;
}

const SEALING_KEY = Buffer.alloc(32, 5).toString('base64');

/** On PostgreSQL: the address of database `name` on the test server, and a statement run on it. */
const server = process.env.TEST_DATABASE_URL ?? '';
const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** The keys of a bucket under `folder`, sorted. */
async function keysIn(files: FileStorage, folder: string) {
  const keys: string[] = [];
  for await (const file of files.list(folder)) keys.push(file.key);
  return keys.sort();
}

// With STORAGE_URL, `npm run backup` writes into the bucket the uploads are in (decision 025).
describe('backups in the S3 bucket of the uploads', () => {
  let s3: TestS3Server;
  let files: FileStorage;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    files = s3.storage();
    await files.put('products/in-bucket.png', upload);
  });
  afterAll(async () => {
    files.close();
    await s3.close();
  });

  it.runIf(copy?.kind === 'pglite')(
    'writes the embedded database, the uploads and the key under backups/<name>/, and restores from there',
    { timeout: 300_000 },
    async () => {
      const source = await seededDataDir('s3-source');
      const manifest = await createBackup({ dataDir: source, files }, { inStore: 'backup-one' });
      expect(manifest.uploads).toBe(1);
      expect(await keysIn(files, 'backups/')).toEqual([
        'backups/backup-one/manifest.json',
        'backups/backup-one/pglite.tar.gz',
        'backups/backup-one/secret.key',
        'backups/backup-one/uploads/products/in-bucket.png',
      ]);
      // A second backup holds the uploads, not the first backup.
      expect((await createBackup({ dataDir: source, files }, { inStore: 'backup-two' })).uploads).toBe(1);
      await expect(createBackup({ dataDir: source, files }, { inStore: 'backup-one' })).rejects.toThrow(
        /backups\/backup-one in the bucket app-files.* is not empty/,
      );

      // The upload is lost from the bucket; the restore brings it back with every row.
      await files.delete('products/in-bucket.png');
      const target = join(work, 's3-target');
      const restored = await restoreBackup({ dataDir: target, files }, { inStore: 'backup-one' });
      expect(restored.mismatches).toEqual([]);
      expect(restored.tables).toEqual(manifest.tables);
      expect((await files.get('products/in-bucket.png'))?.equals(upload)).toBe(true);
      expect(readFileSync(join(target, 'secret.key'), 'utf8')).toBe(SEALING_KEY);
      // The source's own uploads folder was not what was backed up: the bucket was.
      expect(existsSync(join(target, 'uploads'))).toBe(false);
      await expect(
        restoreBackup({ dataDir: join(work, 'z'), files }, { inStore: 'nothing' }),
      ).rejects.toThrow(
        /backups\/nothing\/manifest.json in the bucket app-files at http:\/\/127\.0\.0\.1:\d+ is missing: not a backup folder/,
      );
    },
  );

  it.runIf(copy?.kind === 'postgres')(
    'writes the pg_dump of PostgreSQL into the bucket and restores it with pg_restore',
    { timeout: 300_000 },
    async () => {
      if (copy?.kind !== 'postgres') return;
      const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
      const [source, target] = [`t_s3backup_src_${suffix}`, `t_s3backup_dst_${suffix}`];
      try {
        await onServer(`create database ${source} template ${copy.template}`);
        await onServer(`create database ${target}`);
        const dataDir = join(work, 'pg-s3');
        const manifest = await createBackup({ url: urlOf(source), dataDir, files }, { inStore: 'pg' });
        expect(await keysIn(files, 'backups/pg/')).toEqual([
          'backups/pg/database.pgdump',
          'backups/pg/manifest.json',
          'backups/pg/uploads/products/in-bucket.png',
        ]);
        const restored = await restoreBackup({ url: urlOf(target), dataDir, files }, { inStore: 'pg' });
        expect(restored.mismatches).toEqual([]);
        expect(restored.tables).toEqual(manifest.tables);
      } finally {
        await onServer(`drop database if exists ${source} with (force)`);
        await onServer(`drop database if exists ${target} with (force)`);
      }
    },
  );
});

describe.runIf(copy?.kind === 'pglite')(
  'backup and restore of the embedded database',
  { timeout: 300_000 },
  () => {
    it('restores every row and every uploaded file into an empty data directory', async () => {
      const source = await seededDataDir('source');
      const out = join(work, 'backup-pglite');
      const manifest = await createBackup({ dataDir: source }, out);
      expect(manifest.kind).toBe('pglite');
      expect(manifest.tables.users).toBeGreaterThan(10);
      expect(manifest.tables.orders).toBeGreaterThan(10);
      expect(manifest.uploads).toBe(1);
      expect(manifest.lastMigration).toBeTruthy();
      expect(readManifest(out)).toEqual(manifest);

      const target = join(work, 'target');
      const restored = await restoreBackup({ dataDir: target }, out);
      expect(restored.mismatches).toEqual([]);
      expect(restored.tables).toEqual(manifest.tables);
      expect(readFileSync(join(target, 'uploads', 'products', 'a.png')).equals(upload)).toBe(true);
      // Without the sealing key the restored two-step sign-in keys could not be read.
      expect(readFileSync(join(target, 'secret.key'), 'utf8')).toBe(SEALING_KEY);
      const client = new PGlite(join(target, 'pglite'), { extensions: pgliteExtensions });
      const { rows } = await client.query<{ name: string }>('select name from clients where id = 1');
      await client.close();
      expect(rows[0]?.name).toBe('Restored Ltd');

      await expect(restoreBackup({ dataDir: target }, out)).rejects.toThrow(/not empty.*--force/);
      expect((await restoreBackup({ dataDir: target }, out, true)).mismatches).toEqual([]);
    });

    it('refuses to copy a data directory the running app has open', async () => {
      const source = await seededDataDir('busy');
      // The lock names a live process that is not this one: the app in another process.
      writeFileSync(join(source, 'pglite.pid'), String(process.ppid));
      await expect(createBackup({ dataDir: source }, join(work, 'never'))).rejects.toThrow(
        /open: stop it first/,
      );
      expect(existsSync(join(work, 'never', 'manifest.json'))).toBe(false);
      const release = holdDataDir(source);
      release();
      expect(existsSync(join(source, 'pglite.pid'))).toBe(false);
    });

    it('refuses a folder that is not a backup, and a backup of the other kind', async () => {
      await expect(restoreBackup({ dataDir: join(work, 'x') }, work)).rejects.toThrow(/not a backup folder/);
      const fake = join(work, 'fake');
      mkdirSync(fake);
      writeFileSync(join(fake, 'manifest.json'), JSON.stringify({ format: 1, kind: 'postgres', tables: {} }));
      await expect(restoreBackup({ dataDir: join(work, 'y') }, fake)).rejects.toThrow(
        /postgres database; the target is pglite/,
      );
    });
  },
);

describe.runIf(copy?.kind === 'postgres')('backup and restore on PostgreSQL', { timeout: 300_000 }, () => {
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const source = `t_backup_src_${suffix}`;
  const target = `t_backup_dst_${suffix}`;
  afterAll(async () => {
    await onServer(`drop database if exists ${source} with (force)`);
    await onServer(`drop database if exists ${target} with (force)`);
  });

  it('restores every row with pg_restore into an empty database', async () => {
    if (copy?.kind !== 'postgres') return;
    await onServer(`create database ${source} template ${copy.template}`);
    await onServer(`create database ${target}`);
    const dataDir = join(work, 'pg-data');
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'b.bin'), upload);
    const out = join(work, 'backup-pg');
    const manifest = await createBackup({ url: urlOf(source), dataDir }, out);
    expect(manifest.kind).toBe('postgres');
    expect(manifest.tables.orders).toBeGreaterThan(10);

    const restoredDir = join(work, 'pg-restored');
    const restored = await restoreBackup({ url: urlOf(target), dataDir: restoredDir }, out);
    expect(restored.mismatches).toEqual([]);
    expect(restored.tables).toEqual(manifest.tables);
    expect(readFileSync(join(restoredDir, 'uploads', 'b.bin')).equals(upload)).toBe(true);
    await expect(restoreBackup({ url: urlOf(target), dataDir: restoredDir }, out)).rejects.toThrow(
      /empty one/,
    );
  });
});
