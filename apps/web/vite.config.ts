import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { preloadFont } from './vite-plugins/preload-font';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders stay in the entry (the plugin's default): split into chunks of their own, a list's
      // filter change re-rendered with the previous total before the new one (products journey).
      quoteStyle: 'single',
    }),
    react(),
    // The body text's font, needed for the first paint of every page (main.tsx imports the weights).
    preloadFont('public-sans-latin-400-normal'),
    precompress(),
  ],
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  // The manifest is what scripts/check-bundle-budgets.mjs reads.
  build: {
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'zod-jitless', test: /src\/lib\/zod-jitless\.ts$/ }] } },
    },
  },
});
