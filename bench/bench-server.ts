// Shared by the list and export benchmarks: an API process of its own over an already seeded
// database, its memory, the machine, and a signed-in admin. Traffic goes only to 127.0.0.1.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '..');

export type BenchServer = {
  base: string;
  process: ChildProcess;
  /** Resident memory of the API process now, in MiB (VmRSS), and its peak so far (VmHWM). */
  memory(): { rssMiB: number; peakMiB: number };
  /** CPU time the API process has used so far (user + system), in seconds. */
  cpuSeconds(): number;
  headers: Record<string, string>;
  stop(): Promise<void>;
};

function statusKiB(pid: number, field: string): number {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Starts apps/server/src/main.ts (tsx) on `port` over DATABASE_URL, waits for it and signs in.
 * `nodeArgs` go to node after tsx, before the script (a probe to --import, --expose-gc); `ipc` opens a channel.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { nodeArgs?: string[]; ipc?: boolean; cwd?: string } = {},
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already answering: stop that server or pick --port`);
  // Node itself, not a wrapper: /proc/<pid> is then the API process whose memory is reported.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...(options.nodeArgs ?? []), 'apps/server/src/main.ts'],
    {
      // Another checkout's API (bench/search-paging.ts --root) runs with its own code, over the same database.
      cwd: options.cwd ?? root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: options.ipc ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit'],
    },
  );
  let started = false;
  for (let i = 0; i < 900 && !started; i++) {
    try {
      started = (await fetch(`${base}/api/health`)).ok;
    } catch {}
    if (!started) await new Promise((r) => setTimeout(r, 200));
  }
  if (!started) {
    child.kill('SIGTERM');
    throw new Error('the API did not start');
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const pid = child.pid as number;
  return {
    base,
    process: child,
    headers: { authorization: `Bearer ${accessToken}` },
    memory: () => ({
      rssMiB: Math.round(statusKiB(pid, 'VmRSS') / 1024),
      peakMiB: Math.round(statusKiB(pid, 'VmHWM') / 1024),
    }),
    cpuSeconds: () => processCpuSeconds(pid),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Row counts of the listed tables and the server's version, straight from the database. */
/** CPU seconds (user + system) process `pid` has used: fields 14 and 15 of /proc/<pid>/stat. */
export function processCpuSeconds(pid: number): number {
  // After the parenthesised command name, which may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function databaseFacts(url: string, tables: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table] = (await client.query(`select count(*)::int as n from ${table}`)).rows[0].n;
    }
    const version = (await client.query('show server_version')).rows[0].server_version as string;
    return { counts, postgres: version };
  } finally {
    await client.end();
  }
}

export function machine() {
  return {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
