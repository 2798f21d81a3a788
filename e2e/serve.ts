/**
 * Starts one journeys' server (playwright.config.ts runs this once per worker, one after the other:
 * Playwright starts the `webServer` entries in order, each when the one before answers).
 *
 * Every server gets a data dir of its own, so journeys on two workers never see each other's writes.
 * Migrating and seeding a fresh embedded database is most of a server's start, and the entries
 * start one after the other, so with several workers the first entry migrates and seeds a closed
 * copy once (E2E_SEEDED_DIR, as buildApp would: migrations, then the demo seed) and each server
 * starts on a copy of it; the last takes the copy itself. The app then finds its database migrated
 * and seeded, as on any later start. One worker keeps the plain first start (nothing to share).
 */
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';

const dataDir = process.env.DATA_DIR;
const seededDir = process.env.E2E_SEEDED_DIR;
const index = Number(process.env.E2E_SERVER_INDEX ?? 0);
const count = Number(process.env.E2E_SERVER_COUNT ?? 1);
if (!dataDir) throw new Error('e2e/serve.ts needs DATA_DIR');

rmSync(dataDir, { recursive: true, force: true });
if (seededDir && count > 1) {
  if (index === 0) {
    // Never a copy from an earlier run: the seed's dates are relative to now.
    rmSync(seededDir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: seededDir });
    try {
      await database.migrate();
      await seedDemo(database.db);
    } finally {
      // Closed (PostgreSQL's shutdown checkpoint) before any copy is taken.
      await database.close();
    }
  }
  if (!existsSync(seededDir)) throw new Error(`e2e/serve.ts: no seeded copy in ${seededDir}`);
  if (index === count - 1) renameSync(seededDir, dataDir);
  else cpSync(seededDir, dataDir, { recursive: true });
}

await import('../apps/server/src/main.ts');
