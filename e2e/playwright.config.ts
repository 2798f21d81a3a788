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
  // Bounded well above a journey's usual time on a loaded 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: join(import.meta.dirname, '..', '.test-results', 'playwright'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_BASE_PORT}`,
    // Playwright's defaults let an action (click, fill) or a navigation wait until the test's own
    // timeout: a step that cannot happen then costs the whole 90 s (or a long journey's minutes)
    // before the failure, and the failure names the test, not the step. Bounded, it fails in place.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    // The browser asks for less motion, which the app honours (no transitions, no ripple; theme.ts):
    // measured in session 15, the journeys' browser then spends about a fifth less CPU, and nothing
    // waits for a dialog or a menu to finish moving. E2E_MOTION=full runs them with the motion.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  // The built app per worker, each on an embedded database of its own, migrated and seeded: with
  // several workers the first server seeds a closed copy that the others start from (serve.ts).
  webServer: ports.map((port, index) => ({
    command: 'node --import tsx e2e/serve.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A machine shared with other work took more than 120 s to migrate and seed.
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(port),
      E2E_SEEDED_DIR: join(import.meta.dirname, '..', '.test-results', `e2e-seeded-${E2E_BASE_PORT}`),
      E2E_SERVER_INDEX: String(index),
      E2E_SERVER_COUNT: String(ports.length),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  })),
});
