import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Tabler icons the signed-in shell draws on every page (the menu, the navbar, the customizer: the
 * files of `src/app/layout`, and the shell's parts that live in `src/components` because the front
 * pages draw them too), read from their imports. Left to the bundler, each icon is a chunk of its own
 * (each is also imported by some lazy page, so each has its own set of importers): every signed-in
 * page then fetched some 45 files of a few hundred bytes before its first paint. Grouped, they are one
 * file (decision 009). `paths` are folders (their files are read) or files.
 */
export function shellIconNames(paths: string[]): Set<string> {
  const names = new Set<string>();
  const files = paths.flatMap((path) =>
    statSync(path).isDirectory() ? readdirSync(path).map((file) => join(path, file)) : [path],
  );
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g))
      for (const name of list.split(',').map((n) => n.trim().replace(/^type\s+/, '')))
        if (/^Icon\w+$/.test(name)) names.add(name);
  }
  return names;
}

/** Tabler's component factory and default attributes, which every icon's file imports. */
export const ICON_FACTORY = /@tabler\/icons-react\/dist\/esm\/(createReactComponent|defaultAttributes)\.mjs$/;

/** Whether a module id is one of those icons' files. */
export function isShellIcon(names: Set<string>) {
  return (id: string) => {
    const match = /@tabler\/icons-react\/dist\/esm\/icons\/(Icon\w+)\.mjs$/.exec(id);
    return Boolean(match && names.has(match[1]));
  };
}
