// Lighthouse, mobile (a mid-range phone on a slow 4G, simulated: 4× CPU slowdown) and desktop, against the
// production build served by the real server: /login, the landing page, the CRM dashboard and the order
// list signed in; and beside them, in the same run, the peer: the Directus 12.4.0 admin app's collection
// list of the same orders (/admin/content/orders), signed in as its admin (issue 33).
// Usage: npm run build && BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres \
//          node --import tsx bench/lighthouse.ts [--runs 3] [--scale 10000] [--form-factors mobile,desktop]
//   With BENCH_DATABASE_URL, our server and Directus serve one PostgreSQL database (bench_peer_10k, or
//   BENCH_PEER_DATABASE), seeded with our own `npm run seed -- --scale N` and dropped at the end unless
//   --keep; Directus is installed on first use into .bench-cache/ (bench/directus-app.ts). Without it,
//   our server runs on a fresh PGlite demo database and Directus is not measured.
//   LIGHTHOUSE_PORT (4501) and BENCH_DIRECTUS_PORT (4304): the two servers, on 127.0.0.1 only.
// Each run round measures every page once, ours and Directus's in turn, so that the load of a shared
// machine falls on both alike; each page's figures are its median run's (by performance score).
// Writes bench/results/lighthouse.json (BENCHMARKS.md through bench/report.ts) and prints a table.
// Chromium is Debian's (/usr/bin/chromium), never a downloaded one.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { directusAdminLogin, installDirectus, startDirectus } from './directus-app.ts';
import { assertPortFree, dropDatabase, ensureSeeded, load1, seededDatabaseName, stop } from './harness.ts';
import {
  browserVersion,
  ORIGIN,
  PORT,
  prepareDirectusRun,
  prepareRun,
  startServer,
} from './lighthouse-support.ts';
import { writeReport } from './report.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    scale: { type: 'string', default: '10000' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    // `--pages /login,/admin/content/orders` measures only those and keeps the others' entries.
    pages: { type: 'string' },
    // `--save-lhr <dir>`: each page's median report (the full JSON) in `<dir>/<form factor>_<page>.json`.
    'save-lhr': { type: 'string' },
    // Each signed-in page of ours also measured without the page-session cookie (the app's own first
    // paint, decision 021), run for run beside the measure with it: `withoutPageCookie` in the results.
    'compare-cookie': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const FORM_FACTORS = values['form-factors'].split(',') as FormFactor[];
const ONLY = values.pages?.split(',') ?? null;
const SAVE_DIR = values['save-lhr'] ?? null;
const COMPARE = values['compare-cookie'];
const PG_SERVER = process.env.BENCH_DATABASE_URL;
const DIRECTUS_PORT = Number(process.env.BENCH_DIRECTUS_PORT ?? 4304);
const DIRECTUS_ORIGIN = `http://127.0.0.1:${DIRECTUS_PORT}`;

type FormFactor = 'mobile' | 'desktop';
type Server = 'ours' | 'directus';
type Page = { path: string; server: Server; signedIn: boolean; what: string };
const LANDING = '/front-pages/landing-page';
const DIRECTUS_LIST = '/admin/content/orders';
const ALL_PAGES: Page[] = [
  { path: '/login', server: 'ours', signedIn: false, what: 'sign-in page' },
  { path: LANDING, server: 'ours', signedIn: false, what: 'landing page' },
  { path: '/dashboards/crm', server: 'ours', signedIn: true, what: 'CRM dashboard' },
  { path: '/apps/ecommerce/order/list', server: 'ours', signedIn: true, what: 'order list' },
  { path: DIRECTUS_LIST, server: 'directus', signedIn: true, what: 'Directus: orders collection' },
];
/** Our signed-in pages each compared with Directus's collection list (issue 33: ours scores higher). */
const COMPARED = ['/dashboards/crm', '/apps/ecommerce/order/list'];

/** Issue 33: mobile /login and landing ≥ 90, the signed-in pages ≥ 80; desktop ≥ 95 for all four. */
function performanceTarget(path: string, formFactor: FormFactor): number | null {
  if (ALL_PAGES.find((p) => p.path === path)?.server !== 'ours') return null;
  if (formFactor === 'desktop') return 95;
  return COMPARED.includes(path) ? 80 : 90;
}
const TARGETS = { accessibility: 95, 'best-practices': 95, lcpMs: 2500 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

type PageResult = {
  path: string;
  server: Server;
  formFactor: FormFactor;
  /** Issue 33's performance score for the page and form factor; null for the peer's page. */
  performanceTarget: number | null;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** The main-thread tasks over 50 ms of the median run, longest first (ms, as Lighthouse simulates them). */
  longTasksMs: number[];
  /** Transferred bytes of the page load, by resource type (compressed as sent). */
  transferKb: Record<string, number>;
  /** Audits of the three categories that did not pass, to say what to fix. */
  failing: { id: string; title: string; category: string; displayValue?: string; where?: string[] }[];
  allRuns: number[];
  measuredAt: string;
  /** The load averages (1 min) at the start of each run: Lighthouse's simulation scales observed CPU time. */
  loadAverages: number[];
  withoutPageCookie?: Omit<PageResult, 'withoutPageCookie' | 'failing' | 'path'>;
};

const originOf = (page: Page) => (page.server === 'ours' ? ORIGIN : DIRECTUS_ORIGIN);

async function audit(port: number, page: Page, formFactor: FormFactor) {
  const result = await lighthouse(
    `${originOf(page)}${page.path}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A signed-in run keeps the stored session (the preparation emptied the cache, so it starts cold too).
      disableStorageReset: page.signedIn,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
    throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: the session was not taken`);
  }
  return lhr;
}

type Lhr = Awaited<ReturnType<typeof audit>>;

/** Chromium on a busy machine now and then loses a trace (NO_NAVSTART); such a run is done again. */
async function auditWithRetry(
  port: number,
  page: Page,
  formFactor: FormFactor,
  directusLogin: { email: string; password: string } | null,
  withPageCookie = true,
) {
  for (let attempt = 1; ; attempt += 1) {
    if (page.server === 'directus') {
      if (!directusLogin) throw new Error('Directus is not running');
      await prepareDirectusRun(port, DIRECTUS_ORIGIN, directusLogin);
    } else {
      await prepareRun(port, page.signedIn, withPageCookie);
    }
    try {
      return await audit(port, page, formFactor);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${page.path}: ${(error as Error).message}; running again`);
    }
  }
}

/** The first elements an accessibility or best-practice audit points at, with its explanation. */
function where(item: Lhr['audits'][string]): string[] | undefined {
  const details = item.details;
  if (!details || (details.type !== 'table' && details.type !== 'list')) return undefined;
  const items = details.type === 'table' ? details.items : [];
  return items.slice(0, 3).map((row) => {
    const node = row.node as { snippet?: string; explanation?: string } | undefined;
    return node?.snippet
      ? `${node.snippet} ${node.explanation ?? ''}`.trim()
      : JSON.stringify(row).slice(0, 300);
  });
}

function summarize(
  page: Page,
  formFactor: FormFactor,
  lhr: Lhr,
  allRuns: number[],
): Omit<PageResult, 'loadAverages'> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const failing: PageResult['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (!item || item.score === null || item.score >= 0.9 || ref.weight === 0) continue;
      failing.push({
        id: item.id,
        title: item.title,
        category,
        displayValue: item.displayValue,
        where: where(item),
      });
    }
  }
  const transferKb: Record<string, number> = {};
  const summary = lhr.audits['resource-summary']?.details;
  if (summary?.type === 'table') {
    for (const row of summary.items) {
      transferKb[String(row.resourceType)] = Math.round(Number(row.transferSize) / 100) / 10;
    }
  }
  const tasks = lhr.audits['long-tasks']?.details;
  const longTasksMs =
    tasks?.type === 'table'
      ? tasks.items.map((row) => Math.round(Number(row.duration))).sort((a, b) => b - a)
      : [];
  return {
    path: page.path,
    server: page.server,
    formFactor,
    performanceTarget: performanceTarget(page.path, formFactor),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      speedIndexMs: numeric('speed-index'),
    },
    longTasksMs,
    transferKb,
    failing,
    allRuns,
    measuredAt: new Date().toISOString(),
  };
}

function medianOf(page: Page, formFactor: FormFactor, runs: Lhr[]) {
  const byPerformance = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = byPerformance[Math.floor(byPerformance.length / 2)];
  const allRuns = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  return { median, summary: summarize(page, formFactor, median, allRuns) };
}

function printTable(results: PageResult[]) {
  const header = ['page', 'form', 'perf', 'a11y', 'best', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS kB'];
  const rows = results.map((r) => [
    r.server === 'ours' ? r.path : `Directus ${r.path}`,
    r.formFactor,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.metrics.fcpMs),
    String(r.metrics.lcpMs),
    String(r.metrics.tbtMs),
    String(r.metrics.cls),
    String(r.transferKb.script ?? ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])));
  console.log(line(header).join('  '));
  for (const row of rows) console.log(line(row).join('  '));
}

/** What this run missed of issue 33's targets (the same rule bench/report.ts shows). */
function misses(results: PageResult[]): string[] {
  const out: string[] = [];
  for (const r of results) {
    if (r.server !== 'ours') continue;
    const label = `${r.path} (${r.formFactor})`;
    if (r.performanceTarget !== null && r.scores.performance < r.performanceTarget)
      out.push(`${label} performance ${r.scores.performance} < ${r.performanceTarget}`);
    for (const c of ['accessibility', 'best-practices'] as const)
      if (r.scores[c] < TARGETS[c]) out.push(`${label} ${c} ${r.scores[c]} < ${TARGETS[c]}`);
    const peer = results.find((p) => p.server === 'directus' && p.formFactor === r.formFactor);
    if (peer && COMPARED.includes(r.path) && r.scores.performance <= peer.scores.performance)
      out.push(`${label} performance ${r.scores.performance} ≤ Directus's ${peer.scores.performance}`);
  }
  return out;
}

const key = (p: { path: string; formFactor?: string }) => `${p.formFactor ?? 'mobile'} ${p.path}`;

/** The pages of an earlier results file this run does not measure, each with the date it was measured. */
function keptPages(file: string, measured: Set<string>): PageResult[] {
  if (!existsSync(file)) return [];
  const previous = JSON.parse(readFileSync(file, 'utf8')) as { date: string; pages: PageResult[] };
  return previous.pages
    .map((p) => ({ ...p, formFactor: p.formFactor ?? 'mobile', server: p.server ?? 'ours' }))
    .filter((p) => !measured.has(key(p)))
    .map((p) => ({ ...p, measuredAt: p.measuredAt ?? previous.date }));
}

async function main() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('no production build: run `npm run build` first');
  }
  const pages = ALL_PAGES.filter(
    (p) => (!ONLY || ONLY.includes(p.path)) && (p.server === 'ours' || PG_SERVER),
  );
  if (!PG_SERVER)
    console.warn(
      'BENCH_DATABASE_URL is not set: our server runs on a PGlite demo database and Directus is not measured.',
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const database = PG_SERVER ? seededDatabaseName(PG_SERVER, Number(values.scale)) : null;
  let server: ChildProcess | undefined;
  let directus: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let directusVersion: string | null = null;
  let orders: number | null = null;
  try {
    await assertPortFree(PORT);
    let directusLogin: { email: string; password: string } | null = null;
    if (PG_SERVER && database) {
      ({ orders } = await ensureSeeded(PG_SERVER, Number(values.scale)));
      if (pages.some((p) => p.server === 'directus')) {
        const installed = installDirectus();
        directusVersion = installed.version;
        const token = randomBytes(24).toString('hex');
        await assertPortFree(DIRECTUS_PORT);
        directus = await startDirectus(installed.dir, { dbUrl: database.url, port: DIRECTUS_PORT, token });
        directusLogin = await directusAdminLogin(DIRECTUS_PORT, token);
      }
    }
    server = await startServer(dataDir, database ? { DATABASE_URL: database.url, SEED_DEMO: 'false' } : {});
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const loadBefore = load1();
    const results: PageResult[] = [];
    const before: PageResult[] = [];
    for (const formFactor of FORM_FACTORS) {
      const runs = new Map<string, Lhr[]>(pages.map((p) => [p.path, []]));
      const runsWithout = new Map<string, Lhr[]>(pages.map((p) => [p.path, []]));
      const loads = new Map<string, number[]>(pages.map((p) => [p.path, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const page of pages) {
          loads.get(page.path)?.push(load1());
          if (COMPARE && page.signedIn && page.server === 'ours')
            runsWithout
              .get(page.path)
              ?.push(await auditWithRetry(chrome.port, page, formFactor, directusLogin, false));
          runs.get(page.path)?.push(await auditWithRetry(chrome.port, page, formFactor, directusLogin));
        }
      }
      for (const page of pages) {
        const { median, summary } = medianOf(page, formFactor, runs.get(page.path) ?? []);
        const result: PageResult = { ...summary, loadAverages: loads.get(page.path) ?? [] };
        const without = runsWithout.get(page.path) ?? [];
        if (without.length) {
          const w = medianOf(page, formFactor, without).summary;
          before.push({ ...w, loadAverages: [] });
          const { path: _p, failing: _f, ...figures } = { ...w, loadAverages: [] };
          result.withoutPageCookie = figures;
        }
        results.push(result);
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          const name = `${formFactor}_${page.path.slice(1).replaceAll('/', '_')}.json`;
          writeFileSync(join(SAVE_DIR, name), JSON.stringify(median));
        }
        console.log(`${page.path} (${formFactor}): performance ${result.allRuns.join(', ')}`);
      }
    }
    const loadAfter = load1();
    const out = join(root, 'bench', 'results');
    mkdirSync(out, { recursive: true });
    const file = join(out, 'lighthouse.json');
    const measured = new Set(results.map(key));
    const kept = ONLY || FORM_FACTORS.length < 2 ? keptPages(file, measured) : [];
    const ordered = ['mobile', 'desktop'].flatMap((formFactor) =>
      ALL_PAGES.flatMap(({ path }) =>
        [...results, ...kept].filter((p) => p.path === path && p.formFactor === formFactor),
      ),
    );
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'))
            .version,
          chromium: await browserVersion(chrome.port),
          directus: directusVersion,
          preset:
            'mobile: the default config (simulated slow 4G, 4× CPU slowdown); desktop: its desktop config (simulated dense 4G, no CPU slowdown)',
          database: database
            ? `PostgreSQL ${database.name}, our seed --scale ${values.scale} (${orders} orders), served by ours and Directus alike`
            : 'PGlite, a fresh demo database',
          runsPerPage: RUNS,
          order: 'each round measures every page once, ours and Directus in turn',
          loadAverage: `${loadBefore} → ${loadAfter}`,
          targets: TARGETS,
          pages: ordered,
        },
        null,
        2,
      )}\n`,
    );
    console.log('');
    if (before.length) {
      console.log('Without the page-session cookie (the app draws the page):');
      printTable(before);
      console.log('');
    }
    printTable(results);
    console.log(`load average ${loadBefore} → ${loadAfter}`);
    const missed = misses(results);
    console.log(missed.length ? `\nBelow target:\n  ${missed.join('\n  ')}` : '\nAll targets met.');
    console.log(`written ${writeReport()}`);
  } finally {
    chrome?.kill();
    await stop(server);
    await stop(directus);
    rmSync(dataDir, { recursive: true, force: true });
    if (PG_SERVER && database && !values.keep) {
      await dropDatabase(PG_SERVER, database.name);
      console.log(`dropped ${database.name}`);
    }
  }
}

await main();
