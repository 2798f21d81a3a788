import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup-i18n.ts'],
    // A worker runs its files one after the other in one jsdom window and one module graph: creating a
    // window and importing React, MUI and the three languages' strings once per file was most of the
    // project's time (docs/decisions/016). The setup file puts the window, the storage, the language,
    // the timers, the stubbed globals and the app's in-memory stores back after each file.
    isolate: false,
    // A component test that renders a whole MUI form and clicks through it takes 1-3 s alone on the
    // 2-core machine, and more while the server suites run beside it (scripts/test.mjs): vitest's
    // 5 s default timed such tests out under load although they pass.
    testTimeout: 20_000,
  },
});
