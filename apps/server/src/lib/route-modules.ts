import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenFonts } from './first-screen-fonts.ts';

/**
 * The code a signed-in page needs beyond the entry, named in the HTML so that it downloads beside the
 * entry instead of after it (docs/decisions/009-front-end-delivery.md).
 * Without it the browser learns of the application layout's and the page's chunks, and of the strings,
 * only once the entry has run and the router has matched: two more round trips before the first data.
 */
export type RouteModules = {
  /** The route file, e.g. `_app/dashboards/crm`, which the names were worked out for. */
  route: string;
  /** The layout's and the page's chunks with their static imports, without the entry's own files. */
  modules: string[];
  /** The string bundles the page is drawn with, per language (the English fallback is added by the page). */
  strings: Record<string, string[]>;
  /**
   * The font files of the weights beside the body text's (titles, buttons), which the browser would
   * otherwise find only once the page has drawn, and swap in with a shift of the text.
   */
  fonts: string[];
};

type Chunk = { file: string; src?: string; imports?: string[]; isEntry?: boolean };

/** `src/routes/_app/apps/user/list.tsx?tsr-split=component` (or a group such as `component---loader`). */
const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx?\?tsr-split=([a-zA-Z-]+)$/;
/** The string bundles the application layout loads (apps/web/src/i18n): the shell's and the areas'. */
const STRING_BUNDLE = /^src\/i18n\/bundles\/(shell|features)-([a-z]{2})\.ts$/;
/** Only the signed-in pages: the public ones are rendered on the server or are light already. */
const SIGNED_IN_LAYOUT = '_app';

/** A route file's URL pattern: pathless `_layout` segments dropped, `index` the parent, `$x` any segment. */
function patternOf(route: string): string[] {
  return route.split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index');
}

function matches(pattern: string[], segments: string[]): boolean {
  if (pattern.at(-1) === '$')
    return (
      segments.length >= pattern.length - 1 &&
      matches(pattern.slice(0, -1), segments.slice(0, pattern.length - 1))
    );
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => part.startsWith('$') || part === segments[i])
  );
}

/** Static segments before parameters: `/apps/user/list` wins over `/apps/user/$id`, as in the router. */
const specificity = (pattern: string[]) => pattern.map((part) => (part.startsWith('$') ? '1' : '2')).join('');

/**
 * Reads Vite's build manifest of `dist` once; returns what each signed-in page of the app needs beyond
 * the entry, by path, or null for other paths (and always, without a manifest).
 */
export function routeModulesOf(dist: string): (pathname: string) => RouteModules | null {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

  const closure = (key: string, files: Set<string>, skip: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || skip.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files, skip);
  };
  // What index.html's entry loads; not the sign-in entry's (apps/web/src/signin.tsx), which a signed-in
  // page never runs (docs/decisions/014-login-weight.md).
  const entryFiles = new Set<string>();
  for (const key of Object.keys(manifest)) {
    if (manifest[key].isEntry && key.endsWith('.html')) closure(key, entryFiles, new Set());
  }

  const routeChunks = new Map<string, string[]>();
  const strings: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const bundle = STRING_BUNDLE.exec(key);
    if (bundle) strings[bundle[2]] = [...(strings[bundle[2]] ?? []), `/${manifest[key].file}`];
    const match = ROUTE_CHUNK.exec(key);
    const groups = match ? match[2].split('---') : [];
    if (!match || (!groups.includes('component') && !groups.includes('loader'))) continue;
    routeChunks.set(match[1], [...(routeChunks.get(match[1]) ?? []), key]);
  }
  const pages = [...routeChunks.keys()]
    .filter((route) => route.startsWith(`${SIGNED_IN_LAYOUT}/`))
    .map((route) => ({ route, pattern: patternOf(route) }))
    .sort((a, b) => specificity(b.pattern).localeCompare(specificity(a.pattern)));

  const fonts = firstScreenFonts(dist);
  const found = new Map<string, RouteModules>();
  return (pathname) => {
    const segments = pathname.split('/').filter(Boolean);
    const page = pages.find(({ pattern }) => matches(pattern, segments));
    if (!page) return null;
    let modules = found.get(page.route);
    if (!modules) {
      const files = new Set<string>();
      const parts = page.route.split('/');
      for (let depth = 1; depth <= parts.length; depth += 1) {
        for (const key of routeChunks.get(parts.slice(0, depth).join('/')) ?? [])
          closure(key, files, entryFiles);
      }
      modules = { route: page.route, modules: [...files].map((file) => `/${file}`), strings, fonts };
      found.set(page.route, modules);
    }
    return modules;
  };
}
