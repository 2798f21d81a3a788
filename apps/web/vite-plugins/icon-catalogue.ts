import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:icon-catalogue-url';
const DEV_PATH = '/icon-catalogue.json';

type Node = [string, Record<string, string>];

/**
 * The /pages/icons catalogue: every Tabler outline icon as `[name, category, tags, svg body]`, made
 * from @tabler/icons (the data behind @tabler/icons-react) at build time and emitted as one JSON asset
 * that the page fetches, so no script chunk carries 5,000 icons. `import url from 'virtual:icon-catalogue-url'`.
 */
export function buildIconCatalogue(): string {
  // @tabler/icons is the dependency of @tabler/icons-react (same version), resolved from there; its
  // exports map only `icons/*`, so the package folder is found from one icon file.
  const fromReact = createRequire(createRequire(import.meta.url).resolve('@tabler/icons-react'));
  const root = resolve(dirname(fromReact.resolve('@tabler/icons/outline/arrow-left.svg')), '../..');
  const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const meta = read('icons.json') as Record<string, { category?: string; tags?: (string | number)[] }>;
  const nodes = read('tabler-nodes-outline.json') as Record<string, Node[]>;
  const attr = (attrs: Record<string, string>) =>
    Object.entries(attrs)
      .filter(([k]) => k !== 'key')
      .map(([k, v]) => `${k}="${String(v).replace(/"/g, '&quot;')}"`)
      .join(' ');
  const rows = Object.entries(nodes).map(([name, parts]) => [
    name,
    meta[name]?.category ?? '',
    (meta[name]?.tags ?? []).join(' '),
    parts.map(([tag, attrs]) => `<${tag} ${attr(attrs)}/>`).join(''),
  ]);
  return JSON.stringify(rows);
}

export function iconCatalogue(): Plugin {
  let build = false;
  return {
    name: 'icon-catalogue',
    configResolved(config) {
      build = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(buildIconCatalogue());
      });
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    load(id) {
      if (id !== `\0${ID}`) return null;
      if (!build) return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'icon-catalogue.json', source: buildIconCatalogue() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
