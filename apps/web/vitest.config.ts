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
    // A component test that renders a whole MUI form and clicks through it takes 1-3 s alone on the
    // 2-core machine, and more while the server suites run beside it (scripts/test.mjs): vitest's
    // 5 s default timed such tests out under load although they pass.
    testTimeout: 20_000,
  },
});
