import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openFileStorage } from '../lib/open-storage.ts';
import { type BackupPlace, createBackup, restoreBackup, STORE_BACKUPS } from './backup.ts';

/**
 * `npm run backup [-- --out DIR]` and `npm run restore -- DIR [--force]`, on DATABASE_URL when set,
 * else on the embedded database under DATA_DIR (stop the app first). With STORAGE_URL set, a backup
 * goes into the bucket (`backups/<name>/`) unless --out names a folder, and restore reads the folder
 * DIR when it is on this machine, else `backups/<DIR>` of the bucket. See docs/backups.md.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [command, folder] = positionals;
const config = loadConfig();
const files = config.STORAGE_URL ? await openFileStorage(config) : undefined;
const target = { url: config.DATABASE_URL, dataDir: config.DATA_DIR, files };
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

try {
  if (command === 'backup') {
    const name = `backup-${stamp()}`;
    const out: BackupPlace = values.out ?? (files ? { inStore: name } : join('backups', name));
    const where = typeof out === 'string' ? out : `${STORE_BACKUPS}/${name} in ${files?.description}`;
    const started = performance.now();
    const manifest = await createBackup(target, out);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${manifest.uploads} uploaded files to ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (typeof out !== 'string') console.log(`Restore it with: npm run restore -- ${STORE_BACKUPS}/${name}`);
  } else if (command === 'restore' && folder) {
    const from: BackupPlace =
      files && !existsSync(join(folder, 'manifest.json'))
        ? { inStore: folder.replace(new RegExp(`^${STORE_BACKUPS}/`), '').replace(/\/$/, '') }
        : folder;
    const { tables, mismatches } = await restoreBackup(target, from, values.force);
    if (mismatches.length) {
      console.error(`Restored, but these tables differ from the backup:\n  ${mismatches.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      const rows = Object.values(tables).reduce((a, b) => a + b, 0);
      console.log(
        `Restored ${Object.keys(tables).length} tables (${rows} rows, every count as in the backup).`,
      );
    }
  } else {
    console.error('Usage: npm run backup [-- --out DIR]  |  npm run restore -- DIR [--force]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  files?.close();
}
