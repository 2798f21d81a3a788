import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createBackup, restoreBackup } from './backup.ts';

/**
 * `npm run backup [-- --out DIR]` and `npm run restore -- DIR [--force]`, on DATABASE_URL when set,
 * else on the embedded database under DATA_DIR (stop the app first). See docs/backups.md.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [command, folder] = positionals;
const config = loadConfig();
const target = { url: config.DATABASE_URL, dataDir: config.DATA_DIR };
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

try {
  if (command === 'backup') {
    const out = values.out ?? join('backups', `backup-${stamp()}`);
    const started = performance.now();
    const manifest = await createBackup(target, out);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${manifest.uploads} uploaded files to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } else if (command === 'restore' && folder) {
    const { tables, mismatches } = await restoreBackup(target, folder, values.force);
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
}
