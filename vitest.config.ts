import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
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
      './apps/web/vitest.config.ts',
    ],
  },
});
