#!/usr/bin/env node
// Fails when a server file reaches into another area's internals (docs/decisions/007-modules-meet-through-services.md):
// - a module may import another module's `*.service.ts`, nothing else of it;
// - a route file calls services, never a repository (its own included);
// - outside modules/, only app.ts (modules/index.ts), modules/index.ts (the routes) and the seed
//   (any file of a module but its routes) import modules; lib/ and auth/ import none;
// - `auth/*.repository.ts` stays inside auth/; modules, lib/ and auth/ never import db/seed/;
// - test helpers live in test/ and only test files import them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/server/src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

const toPosix = (path) => path.split(sep).join('/');
const areaOf = (path) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
const isTest = (path) => path.endsWith('.test.ts');
const base = (path) => path.split('/').pop();

/** The reason the import breaks a rule, or null. Paths are relative to apps/server/src. */
function violation(from, to) {
  const fromArea = areaOf(from);
  const toArea = areaOf(to);
  if (to.startsWith('test/') && !isTest(from) && !from.startsWith('test/')) {
    return 'only tests use the test helpers';
  }
  const below = fromArea || from.startsWith('lib/') || from.startsWith('auth/');
  if (to.startsWith('db/seed/') && below && !isTest(from)) {
    return 'the demo seed is not part of the running app; move what both need to auth/ or lib/';
  }
  if (/^auth\/.*\.repository\.ts$/.test(to) && !from.startsWith('auth/')) {
    return "auth's repositories stay inside auth/; use its services";
  }
  if (from.endsWith('.routes.ts') && to.endsWith('.repository.ts')) {
    return 'routes call services, never a repository';
  }
  if (from.startsWith('lib/') && (to.startsWith('modules/') || to.startsWith('auth/'))) {
    return 'lib/ is below every module and auth/; it imports neither';
  }
  if (!toArea) {
    if (to === 'modules/index.ts' && from !== 'app.ts') return 'only app.ts registers the modules';
    return null;
  }
  if (from === 'modules/index.ts')
    return to.endsWith('.routes.ts') ? null : 'the module list imports routes only';
  if (fromArea === toArea) return null;
  // The demo seed writes every area's rows with that area's own helpers (sample data, route maths).
  if (from.startsWith('db/seed/')) return to.endsWith('.routes.ts') ? 'the seed never imports routes' : null;
  if (from.startsWith('lib/') || from.startsWith('auth/')) return null; // reported above
  if (!to.endsWith('.service.ts')) {
    return `another area is used through its service (modules/${toArea}/*.service.ts), not its ${base(to)}`;
  }
  return null;
}

const problems = [];
let checked = 0;
for (const file of sourceFiles(root)) {
  const from = toPosix(relative(root, file));
  if (from.startsWith('db/migrations/')) continue;
  checked += 1;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    const to = toPosix(relative(root, resolve(dirname(file), spec)));
    const reason = violation(from, to);
    if (reason) {
      const line = text.slice(0, match.index + match[0].indexOf(spec)).split('\n').length;
      problems.push(`apps/server/src/${from}:${line} imports ${to}: ${reason}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Server import rules broken (${problems.length}):\n  ${problems.join('\n  ')}`);
  console.error('See docs/decisions/007-modules-meet-through-services.md');
  process.exit(1);
}
console.log(`Server imports: ${checked} files follow the module rules.`);
