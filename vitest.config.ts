import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * On PostgreSQL (TEST_DB=pg) only the server test files that open a database run: a pure unit test
 * (sanitizing, CSV cells, recurrence rules…) gives the same answer on either database and already ran
 * on PGlite (docs/decisions/016). A file counts as opening one when it names an app or database
 * builder, a database driver or TEST_DB, or imports from src/test/, src/db/ or app.ts (the helpers
 * that build apps on a database live there); anything else is left out.
 */
const OPENS_A_DATABASE =
  /createTestApp|buildApp|openDatabase|openSeededCopy|openEmptyDatabase|PGlite|TEST_DB|testDatabaseKind|from 'pg'|from '[^']*\/(test|db)\/[^']*'|from '[^']*\/app\.ts'/;
const serverRoot = join(import.meta.dirname, 'apps', 'server');
const serverTestFiles = (readdirSync(join(serverRoot, 'src'), { recursive: true }) as string[])
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `src/${f.split('\\').join('/')}`);
const withoutDatabase = serverTestFiles.filter(
  (f) => !OPENS_A_DATABASE.test(readFileSync(join(serverRoot, f), 'utf8')),
);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: process.env.TEST_DB === 'pg' ? withoutDatabase : [],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share one module graph per worker: importing the app (Fastify, drizzle, zod, PGlite's
          // WASM) once instead of once per file halves the suite's CPU time. Tests keep no state in
          // modules: each file builds its own app on its own database copy.
          isolate: false,
          // Migrates and seeds one database per run; each test file starts from a copy of it.
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          // The tests of the repository's own tooling (the import rules, scripts/depcruise/).
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
