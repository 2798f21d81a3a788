// Times the README's command, `npm run seed -- --scale N`, from the repository root against
// DATABASE_URL (a database that may already hold the demo), with the CPU time the PostgreSQL
// backends and the seed process used (which the shared machine's load does not inflate the way it
// inflates wall time) and the load average.
// Usage: DATABASE_URL=postgres://…/bench_list_1m node --import tsx bench/seed-cli.ts [--scale 1000000]
// Writes bench/results/seed-scale-<label>.json (label 1m for a million). Not part of npm test.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { machine, root, round1 } from './bench-server.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1000000' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL database to seed');
const scale = Number(values.scale);
const label = scale >= 1_000_000 ? `${scale / 1_000_000}m` : `${scale / 1000}k`;
const TARGET_SECONDS = 240;

const cpuOf = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
};

const database = new URL(url).pathname.slice(1);
const monitor = new pg.Client({ connectionString: url });
await monitor.connect();
const before = (
  await monitor.query('select count(*)::int as n from orders').catch(() => ({ rows: [{ n: 0 }] }))
).rows[0].n as number;
const backendCpu = new Map<number, number>();
const sample = async () => {
  const { rows } = await monitor.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  for (const { pid } of rows as { pid: number }[]) {
    const cpu = cpuOf(pid);
    if (!Number.isNaN(cpu)) backendCpu.set(pid, Math.max(backendCpu.get(pid) ?? 0, cpu));
  }
};
const loadBefore = loadavg();
const started = performance.now();
const child = spawn('npm', ['run', 'seed', '--', '--scale', String(scale)], {
  cwd: root,
  env: process.env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
child.stdout.on('data', (chunk: Buffer) => {
  output += chunk;
  process.stdout.write(chunk);
});
let seedCpu = 0;
const timer = setInterval(() => {
  sample().catch(() => {});
  // npm → node (tsx) → the seed: the deepest node process is the one that works.
  for (const pid of childPids(child.pid as number)) seedCpu = Math.max(seedCpu, cpuOf(pid) || 0);
}, 500);
const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? 1)));
clearInterval(timer);
const wall = (performance.now() - started) / 1000;
const after = (await monitor.query('select count(*)::int as n from orders')).rows[0].n as number;
const version = (await monitor.query('show server_version')).rows[0].server_version as string;
await monitor.end();
if (code !== 0) throw new Error(`the seed failed (exit ${code})`);

function childPids(pid: number): number[] {
  const out: number[] = [];
  const path = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(path)) return out;
  for (const child of readFileSync(path, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)) {
    out.push(child, ...childPids(child));
  }
  return out;
}

const phase = (re: RegExp) => {
  const m = re.exec(output);
  return m ? Number(m[1]) : null;
};
/** Each "Added … in N s." line of the seed: the shop (with users, permissions, invoices), the e-mails, the events. */
const added = [...output.matchAll(/^Added (.*) in ([\d.]+) s\.$/gm)].map(([, what, seconds]) => ({
  what: /orders/.test(what)
    ? 'the shop, users, permissions and invoices (one transaction)'
    : /e-mails/.test(what)
      ? 'the e-mails (one transaction)'
      : /calendar/.test(what)
        ? 'the calendar events (one transaction)'
        : what,
  seconds: Number(seconds),
}));
const vacuumSeconds = phase(/^VACUUM ANALYZE in ([\d.]+) s\.$/m);
const backendCpuSeconds = round1([...backendCpu.values()].reduce((a, b) => a + b, 0));
const rows: (string | number)[][] = [
  ['wall time, whole command', round1(wall), Math.round((wall / TARGET_SECONDS) * 100) / 100],
  ...added.map(({ what, seconds }) => [
    `adding ${what}`,
    seconds,
    Math.round((seconds / TARGET_SECONDS) * 100) / 100,
  ]),
  ['VACUUM ANALYZE', vacuumSeconds ?? '-', '-'],
  [
    'PostgreSQL backends, CPU',
    backendCpuSeconds,
    Math.round((backendCpuSeconds / TARGET_SECONDS) * 100) / 100,
  ],
  ['seed process (node), CPU', round1(seedCpu), '-'],
];
const report = {
  title: `npm run seed -- --scale ${scale.toLocaleString('en-US')} (PostgreSQL)`,
  generatedAt: new Date().toISOString(),
  machine: { ...machine(), postgres: version },
  settings: {
    command: `DATABASE_URL=…/${database} npm run seed -- --scale ${scale}`,
    ordersBefore: before,
    ordersAfter: after,
    target: `under ${TARGET_SECONDS} s`,
  },
  targets: [
    {
      what: `npm run seed -- --scale ${scale.toLocaleString('en')}, wall time`,
      target: `≤ ${TARGET_SECONDS} s`,
      measured: `${round1(wall)} s`,
      met: wall <= TARGET_SECONDS,
    },
  ],
  table: { columns: ['step', 'seconds', `/ ${TARGET_SECONDS} s target`], rows },
  notes: [
    `Load average (1/5/15 min) before ${loadBefore.map(round1).join(' / ')}, after ${loadavg().map(round1).join(' / ')} on ${machine().cpus} shared cores: wall time follows the load, CPU time much less.`,
    'Adds N orders and customers, N/10 products, N reviews, 0.45 N referrals, N/10 users, N/100 permissions, N/10 invoices and N/100 clients beside what is there in one transaction, then N e-mails to the demo admin and N calendar events (one transaction each, the audit triggers quiet), then VACUUM ANALYZE of those tables.',
  ],
};
writeFileSync(
  resolve(root, `bench/results/seed-scale-${label}.json`),
  `${JSON.stringify(report, null, 2)}\n`,
);
console.log(`written bench/results/seed-scale-${label}.json`);
