import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Every lazy `import()` of the build carries the list of files to preload with it (Vite's
 * `__vite__mapDeps`), and that list repeats, for each of the ~100 lazy routes, the files the entry
 * itself loads statically (the router, React, MUI's core, i18n...). They are always in the page
 * already when a lazy import runs, because the entries are the only ways in: listing them again only
 * weighs on the entry, which holds most of those imports. This plugin records the static closure
 * every entry shares (the app's and the sign-in page's) when the bundle is written, and `resolveDependencies` drops those files from every
 * lazy import's list (docs/decisions/014-login-weight.md).
 */
export function entryPreloadDeps() {
  const loadedWithEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-preload-deps',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle: OutputBundle) {
        loadedWithEntry.clear();
        const visit = (file: string, files: Set<string>) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          for (const imported of chunk.imports) visit(imported, files);
        };
        // With two entries (the app's and the sign-in page's), only what both load is always there.
        const closures = Object.entries(bundle)
          .filter(([, chunk]) => chunk.type === 'chunk' && chunk.isEntry)
          .map(([file]) => {
            const files = new Set<string>();
            visit(file, files);
            return files;
          });
        for (const file of closures[0] ?? []) {
          if (closures.every((files) => files.has(file))) loadedWithEntry.add(file);
        }
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => (context.hostType === 'js' ? deps.filter((dep) => !loadedWithEntry.has(dep)) : deps);
  return { plugin, resolveDependencies };
}
