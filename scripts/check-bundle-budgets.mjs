#!/usr/bin/env node
// Bundle budgets of the built web app, from Vite's build manifest: what a route downloads is the app's
// entry with everything it imports statically, plus the component chunk of the route and of each layout
// above it, with their static imports; the sign-in page of a signed-out reader is the sign-in entry
// (apps/web/src/signin.tsx) with its static imports, and its /register and /forgot-password the same
// with the page it loads when shown. Sizes are gzip (node:zlib, level 9) of each JS file.
// The build is React 19 (never another engine): the script also fails when a built file carries Preact.
// Targets and ceilings (issue 33): the sign-in entry aims at 200 kB and may not pass 230 kB; the pages
// without navigation (`_blank`: register, reset…) may not pass 320 kB and the signed-in ones 400 kB.
// A route over its target is listed; one over its ceiling fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const LOGIN_ROUTE = '_blank/login';
const BUDGET = { login: 200 * KB, route: 400 * KB, chunk: 250 * KB };
const CEILING = { login: 230 * KB, blank: 320 * KB, route: 400 * KB, chunk: 250 * KB };
/**
 * Chunks allowed past the chunk ceiling, by name, each with its reason and its own ceiling. The rule
 * for one: it is loaded lazily (`import()`) by the one page that needs it, after that page's content,
 * so no route's static load (the route rows above) contains it; this script fails if one does.
 */
const LAZY_CHUNK_EXCEPTIONS = [
  {
    name: /^assets\/fleet-map-[\w-]+\.js$/,
    ceiling: 330 * KB,
    reason:
      'MapLibre GL (~300 kB gzip) with the 1:110m world outline, imported with React.lazy by /apps/logistics/fleet only, after its vehicle list (docs/logistics.md)',
  },
];
const exceptionOf = (file) => LAZY_CHUNK_EXCEPTIONS.find((e) => e.name.test(file));
/**
 * The most JS files one route may load. Each file is a request and a module of its own, whatever its
 * size: with the shell's 45 icons grouped into one file (session 17, decision 016), the signed-in pages
 * went from up to 130 files to at most 98, and loading one took about 12 % less of the browser's CPU.
 */
const MAX_FILES = 110;

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSyncSize(join(dist, file)));
  return gzipSizes.get(file);
}
function gzipSyncSize(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The JS files that loading `key` brings in: its chunk and, recursively, its static imports. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

// The app's entry (index.html) and the sign-in entry (apps/web/src/signin.tsx), which a signed-out
// reader's /login loads instead of the app (docs/decisions/014-login-weight.md).
const SIGNIN_ENTRY = 'src/signin.tsx';
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry && key !== SIGNIN_ENTRY);
// `src/routes/_app/apps/user/list.tsx?tsr-split=component`, `…?tsr-split=loader` (or a group of both):
// what a route always loads. Its error and not-found components load only when shown.
const routePattern = /^src\/routes\/(.+)\.tsx?\?tsr-split=([a-zA-Z-]+)$/;
/** @type {Map<string, string[]>} route file (without extension) → its split chunks' manifest keys */
const routeChunks = new Map();
for (const key of Object.keys(manifest)) {
  const match = routePattern.exec(key);
  const groups = match ? match[2].split('---') : [];
  if (!groups.includes('component') && !groups.includes('loader')) continue;
  routeChunks.set(match[1], [...(routeChunks.get(match[1]) ?? []), key]);
}

const failures = [];
const overTarget = [];
const rows = [];
const routes = [...routeChunks.keys()].filter((route) =>
  routeChunks.get(route).some((k) => k.includes('component')),
);
for (const route of routes.sort()) {
  const files = new Set();
  for (const entry of entries) closure(entry, files);
  const parts = route.split('/');
  for (let depth = 1; depth <= parts.length; depth += 1) {
    for (const key of routeChunks.get(parts.slice(0, depth).join('/')) ?? []) closure(key, files);
  }
  // The app's /login, for a reader the sign-in entry is not for, is one of the pages without navigation.
  const blank = route.split('/')[0] === '_blank';
  measure(
    route === LOGIN_ROUTE ? `/${route} (app)` : `/${route}`,
    files,
    BUDGET.route,
    blank ? CEILING.blank : CEILING.route,
  );
}
if (!manifest[SIGNIN_ENTRY]) failures.push(`no sign-in entry (${SIGNIN_ENTRY}) in the manifest`);
else {
  measure(`/${LOGIN_ROUTE} (sign-in entry)`, closure(SIGNIN_ENTRY), BUDGET.login, CEILING.login);
  // The other account pages it draws (/register, /forgot-password): the entry and the page it loads
  // when shown, both before hydration on the page's own URL; pages without navigation.
  for (const page of manifest[SIGNIN_ENTRY].dynamicImports ?? []) {
    const name = page.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    measure(`sign-in entry + ${name}`, closure(page, closure(SIGNIN_ENTRY)), BUDGET.route, CEILING.blank);
  }
}

function measure(name, files, budget, ceiling) {
  for (const file of files) {
    if (exceptionOf(file)) failures.push(`route ${name} loads ${file} statically: it must stay lazy`);
  }
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  if (total > ceiling) failures.push(`route ${name}: ${kb(total)} kB > ceiling ${kb(ceiling)} kB`);
  else if (total > budget) overTarget.push(name);
  if (files.size > MAX_FILES) failures.push(`route ${name}: ${files.size} JS files > ${MAX_FILES}`);
  const verdict = total > ceiling ? 'OVER CEILING' : total > budget ? 'over target' : 'ok';
  rows.push([name, String(files.size), kb(total), kb(budget), kb(ceiling), verdict]);
}

const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) =>
  f.endsWith('.js'),
);
const largest = allJs.map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size);
for (const { file, size } of largest) {
  const ceiling = exceptionOf(file)?.ceiling ?? CEILING.chunk;
  if (size > ceiling) failures.push(`chunk ${file}: ${kb(size)} kB > ${kb(ceiling)} kB`);
}

printTable(['route (JS it loads)', 'files', 'gzip kB', 'target kB', 'ceiling kB', ''], rows);
console.log('');
printTable(
  ['largest chunks', 'gzip kB', 'budget kB', ''],
  largest.slice(0, 5).map(({ file, size }) => {
    const exception = exceptionOf(file);
    if (exception)
      return [file, kb(size), kb(exception.ceiling), size <= exception.ceiling ? 'lazy exception' : 'OVER'];
    return [file, kb(size), kb(BUDGET.chunk), size <= BUDGET.chunk ? 'ok' : 'OVER'];
  }),
);
for (const e of LAZY_CHUNK_EXCEPTIONS) console.log(`lazy exception ${e.name}: ${e.reason}`);

// Preact's vnode marker (`Symbol.for("pv")` in preact and preact/compat 11): none may ship.
const PREACT_MARKERS = /Symbol\.for\(["']pv["']\)|__PREACT_DEVTOOLS__/;
for (const file of readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))) {
  if (PREACT_MARKERS.test(readFileSync(join(dist, 'assets', file), 'utf8')))
    failures.push(`assets/${file} carries Preact: the front end is React in every build`);
}
if (routeChunks.size === 0 || !routeChunks.has(LOGIN_ROUTE)) {
  failures.push(`no route chunks found in the manifest (expected /${LOGIN_ROUTE})`);
}
if (failures.length) {
  console.error(`\nBundle budgets exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
if (overTarget.length) {
  console.log(
    `\n${overTarget.length} of ${rows.length} routes are over their target, none over its ceiling.`,
  );
} else console.log(`\nAll ${rows.length} routes and ${allJs.length} chunks within budget.`);

function kb(bytes) {
  return (bytes / KB).toFixed(1);
}

function printTable(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  console.log(line(header).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row).join('  '));
}
