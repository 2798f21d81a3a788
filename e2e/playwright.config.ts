import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_PORT, E2E_WORKERS } from './servers';

// A journey that took `test` from @playwright/test would talk to the first server whatever its
// worker: refuse to start instead of letting two journeys share a database by accident.
const strays = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) =>
    /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/.test(
      readFileSync(join(import.meta.dirname, f), 'utf8'),
    ),
  );
if (strays.length) throw new Error(`Import test and expect from './support' in: ${strays.join(', ')}`);

const ports = Array.from({ length: E2E_WORKERS }, (_, i) => E2E_BASE_PORT + i);
const dataDir = (port: number) => join(import.meta.dirname, '..', '.test-results', `e2e-data-${port}`);

/** Debian's Chromium, never a downloaded browser; the flags keep it off the network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One server per worker (support.ts picks it by the worker's parallel index).
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with their servers: a journey takes longer than alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: join(import.meta.dirname, '..', '.test-results', 'playwright'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_BASE_PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  // The built app on a fresh embedded database per worker, migrated and seeded on start.
  webServer: ports.map((port) => ({
    command: `rm -rf "${dataDir(port)}" && node --import tsx apps/server/src/main.ts`,
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(port),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  })),
});
