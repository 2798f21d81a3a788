import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Every lazy `import()` of the build carries the list of files to preload with it (Vite's
 * `__vite__mapDeps`), and that list repeats, for each of the ~100 lazy routes, the files the entry
 * itself loads statically (the router, React, MUI's core, i18n...). They are always in the page
 * already when a lazy import runs, because the entry is the only way in: listing them again only
 * weighs on the entry, which holds most of those imports. This plugin records the entry's static
 * closure when the bundle is written, and `resolveDependencies` drops those files from every
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
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || loadedWithEntry.has(file)) return;
          loadedWithEntry.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
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
