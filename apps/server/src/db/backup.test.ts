import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
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
  const server = process.env.TEST_DATABASE_URL ?? '';
  const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
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
