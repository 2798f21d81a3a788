import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryPreloadDeps } from './vite-plugins/entry-preload-deps';
import { iconCatalogue } from './vite-plugins/icon-catalogue';
import { inlineScript } from './vite-plugins/inline-script';
import { precompress } from './vite-plugins/precompress';
import { preloadFont } from './vite-plugins/preload-font';
import { ICON_FACTORY, isShellIcon, shellIconNames } from './vite-plugins/shell-icons';
import { SIGNIN_ENTRY, signinEntry } from './vite-plugins/signin-entry';

const preloadDeps = entryPreloadDeps();
// The router's MUI links: most pages and the app's sign-in page load them in the `ui-core` group below.
const ROUTER_LINKS = /src\/components\/router-links\.tsx$/;
const signin = signinEntry(ROUTER_LINKS);
const { graphs } = signin;
const shellIcon = isShellIcon(
  shellIconNames([
    resolve(import.meta.dirname, 'src/app/layout'),
    ...['language-switcher.tsx', 'theme-switcher.tsx', 'scroll-to-top.tsx'].map((file) =>
      resolve(import.meta.dirname, 'src/components', file),
    ),
  ]),
);
const isEntryModule = (id: string) =>
  id.endsWith(SIGNIN_ENTRY) || id.endsWith('src/main.tsx') || id.endsWith('.html');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    preloadDeps.plugin,
    // Also in the server's build, whose one entry's graph is then `graphs.app` (the groups below).
    signin.plugin,
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders stay in the entry (the plugin's default): split into chunks of their own, a list's
      // filter change re-rendered with the previous total before the new one (products journey).
      quoteStyle: 'single',
    }),
    react(),
    iconCatalogue(),
    // Holds a submit on the server's account pages until the sign-in entry has hydrated them (decision 014).
    ...(isSsrBuild
      ? []
      : [inlineScript(resolve(import.meta.dirname, 'src/app/hold-presses.ts'), 'holdPresses')]),
    // The body text's font, needed for the first paint of every page (main.tsx imports the weights).
    ...(isSsrBuild ? [] : [preloadFont('public-sans-latin-400-normal'), precompress()]),
  ],
  resolve: {
    alias: [{ find: '@', replacement: resolve(import.meta.dirname, 'src') }],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  // `vite build --ssr`: one file the server imports, with its packages inside (no node_modules lookups).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  publicDir: isSsrBuild ? false : undefined,
  // The manifest is what scripts/check-bundle-budgets.mjs reads.
  build: {
    manifest: true,
    modulePreload: { resolveDependencies: preloadDeps.resolveDependencies },
    // WEB_SOURCEMAP=1: source maps beside the files, to read a CPU profile of the built app against its sources.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      // A zod schema is built by calls (`z.object(…)`) the bundler cannot prove free of side effects: told
      // they are, it drops the schemas of @app/contracts that no page of a chunk uses (about 4 kB gzip).
      treeshake: { manualPureFunctions: ['z'] },
      // The app (index.html, main.tsx) and the account pages' own entry, the sign-in entry (decision 014).
      input: isSsrBuild
        ? undefined
        : {
            index: resolve(import.meta.dirname, 'index.html'),
            signin: resolve(import.meta.dirname, SIGNIN_ENTRY),
          },
      output: {
        codeSplitting: {
          groups: [
            // Its own chunk, whichever entry starts: it must run before the chunk holding zod (lib/zod-jitless.ts).
            { name: 'zod-jitless', test: /src\/lib\/zod-jitless\.ts$/, priority: 3 },
            // What the sign-in entry shares with the app's (React, MUI's core and the form's parts the app
            // loads too, emotion, i18next, the theme): one chunk both load, taken before the groups below so
            // that the sign-in page never loads the router's or the app's (decision 014).
            {
              name: 'signin-shared',
              priority: 2,
              test: (id) => graphs.signin.has(id) && graphs.app.has(id) && !isEntryModule(id),
            },
            // What the account pages the sign-in entry loads when shown (/register, /forgot-password) share
            // with the app's entry (MUI's AlertTitle, …): a chunk of its own, so that those pages never load
            // the app's `entry-deps` below, nor /login what only they draw.
            {
              name: 'signin-pages-shared',
              priority: 1.8,
              test: (id) =>
                graphs.signinPages.has(id) &&
                graphs.app.has(id) &&
                !graphs.signin.has(id) &&
                !isEntryModule(id),
            },
            // The router's MUI links and, with them, the MUI and router core they import: one chunk that
            // nearly every page of the app loads, instead of dozens of small ones that each gzip on their
            // own (docs/ui-kit.md). What of it the sign-in entry needs is in `signin-shared` above.
            { name: 'ui-core', test: ROUTER_LINKS },
            // The icons of the signed-in shell (menu, navbar, customizer), which every signed-in page draws:
            // one file instead of some 45 of a few hundred bytes each (vite-plugins/shell-icons.ts).
            // Their factory is taken first, in a file of its own as before: the shell's group would
            // otherwise take it in as a dependency, and the sign-in page's two icons then fetch the shell's.
            { name: 'icon-factory', test: ICON_FACTORY, priority: 1.5 },
            { name: 'shell-icons', test: shellIcon, priority: 1 },
            // Everything else the entry imports statically, which every page loads before anything else:
            // one file rather than some fifty of a few hundred bytes each, every one a request of its own
            // (over HTTP/1.1, six at a time) before the app can start (docs/decisions/009, session 11).
            {
              name: 'entry-deps',
              tags: ['$initial'],
              test: (id) => graphs.app.has(id) && !graphs.signin.has(id) && !isEntryModule(id),
            },
          ],
        },
      },
    },
  },
}));
