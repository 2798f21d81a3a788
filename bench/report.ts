// `npm run bench:report`: renders BENCHMARKS.md (repository root) from bench/results/*.json without
// running anything; `npm run bench` runs the benchmarks first and then calls the same renderer.
//
// A results file has the shape every bench script writes:
//   { title, generatedAt, machine: {cpus, memoryGiB, node, postgres?, …}, settings: {…},
//     table: { columns, rows }, notes: string[],
//     sections?: [{ title, table, notes? }],              (instead of, or beside, the one table)
//     targets?: [{ what, target, measured, met }] }      (optional: gathered into the summary at the top)
// Files written before that shape (lighthouse*.json, list-latency-*.json, seed-scale-1m.json) are read
// by the adapters below, and any other JSON is listed with its top-level keys so nothing is hidden.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Cell = string | number | null;
export type Table = { columns: string[]; rows: Cell[][] };
export type Target = { what: string; target: string; measured: string; met: boolean | null };
export type Section = { title: string; table: Table; notes?: string[] };
export type BenchResult = {
  title: string;
  generatedAt: string;
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  table?: Table;
  sections?: Section[];
  notes: string[];
  targets?: Target[];
};

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'bench/results');

/** The order the sections appear in; files not named here follow, by name. */
const ORDER = [
  'request-path',
  'directus-peer',
  'pglite-vs-postgres',
  'list-latency',
  'pg-connection',
  'dashboard-latency',
  'export',
  'seed-scale',
  'lighthouse',
];
const rank = (file: string) => {
  const i = ORDER.findIndex((prefix) => file.startsWith(prefix));
  return i === -1 ? ORDER.length : i;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isStandard(v: Record<string, unknown>): boolean {
  return typeof v.title === 'string' && (isRecord(v.table) || Array.isArray(v.sections));
}

const num = (v: unknown, digits = 1) =>
  typeof v === 'number' && Number.isFinite(v) ? Number(v.toFixed(digits)) : null;
/** "0.82×": a measured figure over its ceiling, peer or target (both from the same run). */
export const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(2)}×` : '—');

// ── adapters for the results written before the shared shape ────────────────────────────────────

type LighthousePage = {
  path: string;
  /** Absent in files written before issue 33: ours, mobile. */
  server?: 'ours' | 'directus';
  formFactor?: 'mobile' | 'desktop';
  performanceTarget?: number | null;
  scores: Record<string, number>;
  metrics: Record<string, number>;
  transferKb: Record<string, number>;
  longTasksMs?: number[];
  allRuns?: number[];
};
type LighthouseFile = {
  date: string;
  lighthouse: string;
  chromium: string;
  directus?: string | null;
  preset: string;
  database?: string;
  order?: string;
  loadAverage?: string;
  runsPerPage: number;
  targets: Record<string, number>;
  pages: LighthousePage[];
};

/** Issue 33's comparison: our signed-in pages against the Directus admin app's collection list. */
const LIGHTHOUSE_COMPARED = ['/dashboards/crm', '/apps/ecommerce/order/list'];

function fromLighthouse(file: string, v: LighthouseFile): BenchResult {
  const t = v.targets;
  const pages = v.pages.map((p) => ({
    ...p,
    server: p.server ?? 'ours',
    formFactor: p.formFactor ?? 'mobile',
    // Before issue 33: 95 for the landing page (issue 11), the file's one target for the others.
    performanceTarget:
      p.performanceTarget !== undefined
        ? p.performanceTarget
        : p.path === '/front-pages/landing-page'
          ? 95
          : t.performance,
  }));
  const label = (p: (typeof pages)[number]) =>
    p.server === 'directus'
      ? `Directus ${v.directus ?? ''} admin app: \`${p.path}\``.replace('  ', ' ')
      : p.path;
  const table = (formFactor: string): Table => ({
    columns: [
      'page',
      'performance (÷ target)',
      `accessibility (÷ ${t.accessibility})`,
      `best practices (÷ ${t['best-practices']})`,
      'LCP ms',
      'TBT ms',
      'longest task ms',
      'CLS',
      'JS kB',
      'transfer kB',
      'runs',
    ],
    rows: pages
      .filter((p) => p.formFactor === formFactor)
      .map((p) => [
        label(p),
        p.performanceTarget
          ? `${p.scores.performance} (${ratio(p.scores.performance, p.performanceTarget)} of ${p.performanceTarget})`
          : String(p.scores.performance),
        `${p.scores.accessibility} (${ratio(p.scores.accessibility, t.accessibility)})`,
        `${p.scores['best-practices']} (${ratio(p.scores['best-practices'], t['best-practices'])})`,
        p.metrics.lcpMs,
        p.metrics.tbtMs,
        p.longTasksMs ? (p.longTasksMs[0] ?? 'none over 50') : null,
        p.metrics.cls,
        p.transferKb.script,
        p.transferKb.total,
        p.allRuns?.join(', ') ?? null,
      ]),
  });
  const peerOf = (formFactor: string) =>
    pages.find((p) => p.server === 'directus' && p.formFactor === formFactor);
  const compared = pages.filter(
    (p) => p.server === 'ours' && LIGHTHOUSE_COMPARED.includes(p.path) && peerOf(p.formFactor),
  );
  const baseline = file.includes('baseline');
  const targets: Target[] = baseline
    ? []
    : pages
        .filter((p) => p.server === 'ours')
        .flatMap((p) => {
          const peer = peerOf(p.formFactor);
          const target = p.performanceTarget ?? t.performance;
          return [
            {
              what: `Lighthouse ${p.formFactor} ${p.path} performance / accessibility / best practices`,
              target: `≥ ${target} / ${t.accessibility} / ${t['best-practices']}`,
              measured: `${p.scores.performance} / ${p.scores.accessibility} / ${p.scores['best-practices']}`,
              met:
                p.scores.performance >= target &&
                p.scores.accessibility >= t.accessibility &&
                p.scores['best-practices'] >= t['best-practices'],
            },
            ...(p.path === '/login' && p.formFactor === 'mobile'
              ? [
                  {
                    what: 'LCP of /login (mobile, slow 4G)',
                    target: `≤ ${t.lcpMs} ms`,
                    measured: `${p.metrics.lcpMs} ms`,
                    met: p.metrics.lcpMs <= t.lcpMs,
                  },
                ]
              : []),
            ...(LIGHTHOUSE_COMPARED.includes(p.path) && v.directus !== undefined
              ? [
                  {
                    what: `Lighthouse ${p.formFactor} performance, ${p.path} ÷ the Directus admin app's collection list (same run)`,
                    target: '> 1.00×',
                    measured: peer
                      ? `${ratio(p.scores.performance, peer.scores.performance)} (${p.scores.performance} against ${peer.scores.performance})`
                      : 'not measured',
                    met: peer ? p.scores.performance > peer.scores.performance : null,
                  },
                ]
              : []),
          ];
        });
  const formFactors = [...new Set(pages.map((p) => p.formFactor))];
  return {
    title: baseline
      ? 'Lighthouse, mobile (baseline before issue 7)'
      : 'Lighthouse, mobile and desktop, beside Directus',
    generatedAt: v.date,
    machine: { lighthouse: v.lighthouse, chromium: v.chromium, directus: v.directus ?? undefined },
    settings: {
      preset: v.preset,
      runsPerPage: v.runsPerPage,
      database: v.database,
      order: v.order,
      loadAverage: v.loadAverage,
    },
    ...(formFactors.length === 1 && !compared.length
      ? { table: table(formFactors[0]) }
      : {
          sections: [
            ...formFactors.map((formFactor) => ({ title: formFactor, table: table(formFactor) })),
            ...(compared.length
              ? [
                  {
                    title: 'Ours ÷ Directus, measured in the same run',
                    table: {
                      columns: [
                        'form factor',
                        'page',
                        'performance ours / Directus',
                        'ours ÷ Directus',
                        'LCP ms ours / Directus',
                        'TBT ms ours / Directus',
                        'JS kB ours / Directus',
                      ],
                      rows: compared.map((p) => {
                        const peer = peerOf(p.formFactor) as (typeof pages)[number];
                        return [
                          p.formFactor,
                          p.path,
                          `${p.scores.performance} / ${peer.scores.performance}`,
                          ratio(p.scores.performance, peer.scores.performance),
                          `${p.metrics.lcpMs} / ${peer.metrics.lcpMs}`,
                          `${p.metrics.tbtMs} / ${peer.metrics.tbtMs}`,
                          `${p.transferKb.script} / ${peer.transferKb.script}`,
                        ];
                      }),
                    },
                    notes: [
                      "Directus's page is its admin app's collection list of the same orders (`/admin/content/orders`, 25 rows a page), signed in as its admin with a session cookie (POST /auth/login, `mode: 'session'`, as its app does); a fresh Core install shows its licence dialog over the list on each visit.",
                    ],
                  },
                ]
              : []),
          ],
        }),
    notes: [
      'Scores are the median of the runs per page (all runs in the last column); each is also given as a ratio to its target (≥ 1.00× meets it). Longest task: the longest main-thread task of the median run as Lighthouse simulates it (mobile: 4× CPU slowdown).',
      'Lighthouse scales the CPU time it observes: on a loaded shared machine every score drops, ours and Directus alike; the load average before and after is in the settings.',
      ...(baseline
        ? []
        : [
            'Rerun: `npm run build && BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx bench/lighthouse.ts` (or `npm run bench -- --only lighthouse`).',
          ]),
    ],
    targets,
  };
}

type LegacyListLatency = {
  label: string;
  date: string;
  node: string;
  postgres: string;
  orders: number;
  load?: { before: number; after: number };
  machine: { cpus: number; cpu?: string; memoryGb: number };
  settings: Record<string, unknown>;
  results: Record<string, { path: string; requests: number; rps: number; p50: number; p99: number }>;
};

function fromLegacyListLatency(v: LegacyListLatency): BenchResult {
  const P99_TARGET = 50;
  const concurrency = Number(v.settings.concurrency ?? 16);
  return {
    title: `Order list at ${v.orders.toLocaleString('en-US')} orders, ${concurrency} client(s) (${v.label})`,
    generatedAt: v.date,
    machine: {
      cpus: v.machine.cpus,
      memoryGiB: v.machine.memoryGb,
      node: v.node,
      postgres: v.postgres.split(' on ')[0],
    },
    settings: { ...v.settings, ...(v.load ? { loadAverage: `${v.load.before} → ${v.load.after}` } : {}) },
    table: {
      columns: ['call', 'path', 'req/s', 'p50 ms', 'p99 ms', `p99 ÷ ${P99_TARGET} ms target`],
      rows: Object.entries(v.results).map(([name, r]) => [
        name,
        `\`${r.path}\``,
        r.rps,
        r.p50,
        r.p99,
        ratio(r.p99, P99_TARGET),
      ]),
    },
    notes: [
      'Written by the earlier bench/list-latency.ts (no ceiling measured in the same run): the p99 is given as a ratio to the 50 ms target only, where ≤ 1.00× meets it.',
    ],
  };
}

type LegacySeedScale = {
  command: string;
  postgres: string;
  runs: Record<string, string | number>[];
  note?: string;
};

function fromLegacySeedScale(file: string, v: LegacySeedScale, mtime: string): BenchResult {
  const TARGET_S = 240;
  return {
    title: `Seeding at scale (${file.replace(/\.json$/, '')})`,
    generatedAt: mtime,
    machine: { postgres: v.postgres },
    settings: { command: v.command },
    table: {
      columns: ['code', 'load average', 'add s', 'VACUUM ANALYZE s', 'wall s', `wall ÷ ${TARGET_S} s target`],
      rows: v.runs.map((r) => [
        String(r.code),
        String(r.loadAverage ?? ''),
        num(r.addSeconds),
        num(r.vacuumAnalyzeSeconds),
        num(r.wallSeconds),
        typeof r.wallSeconds === 'number' ? ratio(r.wallSeconds, TARGET_S) : '—',
      ]),
    },
    notes: v.note ? [v.note] : [],
  };
}

function fromUnknown(file: string, v: unknown, mtime: string): BenchResult {
  const keys = isRecord(v) ? Object.keys(v) : [];
  return {
    title: file,
    generatedAt: mtime,
    machine: {},
    settings: {},
    table: { columns: ['top-level keys'], rows: [[keys.join(', ') || '(not an object)']] },
    notes: [`\`bench/results/${file}\` is not in the shared results shape; see the file itself.`],
  };
}

export function normalise(file: string, raw: unknown, mtime: string): BenchResult {
  if (isRecord(raw)) {
    if (isStandard(raw)) return raw as unknown as BenchResult;
    if (Array.isArray(raw.pages) && typeof raw.lighthouse === 'string')
      return fromLighthouse(file, raw as unknown as LighthouseFile);
    if (isRecord(raw.results) && typeof raw.orders === 'number')
      return fromLegacyListLatency(raw as unknown as LegacyListLatency);
    if (Array.isArray(raw.runs) && typeof raw.command === 'string')
      return fromLegacySeedScale(file, raw as unknown as LegacySeedScale, mtime);
  }
  return fromUnknown(file, raw, mtime);
}

// ── rendering ──────────────────────────────────────────────────────────────────────────────────

const cell = (c: Cell) =>
  c === null || c === undefined ? '—' : String(c).replaceAll('|', '\\|').replaceAll('\n', ' ');

export function markdownTable(t: Table): string {
  const lines = [`| ${t.columns.map(cell).join(' | ')} |`, `|${t.columns.map(() => '---').join('|')}|`];
  for (const row of t.rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

const flat = (o: Record<string, unknown>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');

export function render(results: { file: string; result: BenchResult }[]): string {
  const out: string[] = [];
  out.push('# Benchmarks');
  out.push('');
  out.push(
    'Written by `npm run bench` (runs every benchmark in `bench/`, then renders this file) or `npm run bench:report` (renders only, from `bench/results/*.json`). Not part of `npm test`. The machine is shared, so absolute figures drift from run to run; each figure that has a ceiling, a peer or a target is also given as a ratio measured in the same run, and the ratios are what to compare.',
  );
  out.push('');
  out.push(
    'To run: `BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench` (a PostgreSQL server the scripts create and drop throw-away databases on; without it only the PGlite and Lighthouse parts run). `BENCH_SCALE` (100000) sets the orders of the database shared by the PGlite and Directus comparisons (`bench_peer_100k`, or `bench_peer_1m` for 1000000), `BENCH_KEEP=1` keeps it, `BENCH_API_PORT` (4204), `BENCH_PGLITE_PORT` (4104) and `BENCH_DIRECTUS_PORT` (4304) are the servers’ ports on 127.0.0.1 (checked free first), and `npm run bench -- --only directus-peer,pglite` runs only those scripts. Directus 12.4.0 and autocannon 9.0.0 are installed on first use into `.bench-cache/` (gitignored), as is the seeded PGlite folder.',
  );
  out.push('');

  const machines = new Map<string, string[]>();
  for (const { file, result } of results) {
    const key = flat(result.machine ?? {});
    if (!key) continue;
    machines.set(key, [...(machines.get(key) ?? []), file]);
  }
  out.push('## Machine and versions');
  out.push('');
  for (const [m, files] of machines) out.push(`- ${m} — ${files.map((f) => `\`${f}\``).join(', ')}`);
  out.push('');

  const targets = results.flatMap(({ file, result }) => (result.targets ?? []).map((t) => ({ ...t, file })));
  if (targets.length) {
    out.push('## Targets');
    out.push('');
    out.push(
      markdownTable({
        columns: ['what', 'target', 'measured', 'met', 'file'],
        rows: targets.map((t) => [
          t.what,
          t.target,
          t.measured,
          t.met === null ? 'not measured' : t.met ? 'yes' : '**no**',
          `\`${t.file}\``,
        ]),
      }),
    );
    out.push('');
  }

  for (const { file, result } of results) {
    out.push(`## ${result.title}`);
    out.push('');
    const when = result.generatedAt
      ? `${result.generatedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z')}`
      : 'unknown';
    out.push(`\`bench/results/${file}\`, measured ${when}.`);
    const settings = flat(result.settings ?? {});
    if (settings) out.push(`Settings: ${settings}.`);
    out.push('');
    if (result.table) {
      out.push(markdownTable(result.table));
      out.push('');
    }
    for (const s of result.sections ?? []) {
      out.push(`### ${s.title}`);
      out.push('');
      out.push(markdownTable(s.table));
      out.push('');
      for (const n of s.notes ?? []) out.push(`- ${n}`);
      if (s.notes?.length) out.push('');
    }
    for (const n of result.notes ?? []) out.push(`- ${n}`);
    if (result.notes?.length) out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

export function readResults(dir = resultsDir): { file: string; result: BenchResult }[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    // Each size's raw figures; list-latency.json renders them all (bench/list-latency.ts writeSummary).
    .filter((f) => !/^list-latency-(10k|100k|1m)\.json$/.test(f))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return files.map((file) => {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const mtime = statSync(path).mtime.toISOString();
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    return { file, result: normalise(file, raw, mtime) };
  });
}

export function writeReport(): string {
  const target = join(root, 'BENCHMARKS.md');
  writeFileSync(target, render(readResults()));
  // The scripts write their JSON with JSON.stringify, not in the formatter's layout, and `npm test`
  // lints bench/results: format them here so that a fresh measure never fails the lint step.
  spawnSync('npx', ['biome', 'format', '--write', 'bench/results', 'BENCHMARKS.md'], {
    cwd: root,
    stdio: 'ignore',
  });
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`written ${writeReport()}`);
}
