// A rolling restart under load (issue 35): two API processes on one PostgreSQL database behind a small
// round-robin proxy (written here; it sends a request only to a process whose /api/ready answered 200 at
// its last check, every 100 ms, and retries nothing), 30 s of autocannon against it: an authenticated
// order list, and one request in ten a message sent from the mailbox to an outside address (the
// 'email-delivery' job queue, after its 5 s undo delay) to an SMTP server run by this script. Mid-run A
// is stopped with SIGTERM, started again once it has exited, then B the same way. Counted: requests
// answered 2xx whose work was lost (a sent message missing from the sender's sent folder, or never
// delivered), messages delivered twice, and the answers that were not 2xx (refused during a restart:
// never acknowledged, so a client knows to send them again).
//
// Usage: BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx bench/rolling-restart.ts
//          [--seconds 30] [--connections 8] [--keep]
//   Makes the database bench_rolling_restart on that server (dropped at the end unless --keep).
//   BENCH_API_PORT (4220) and the next port: the two processes; BENCH_PROXY_PORT (4222). 127.0.0.1 only.
// Writes bench/results/rolling-restart.json and BENCHMARKS.md. Not part of `npm test`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startTestSmtpServer } from '../apps/server/src/test/smtp-server.ts';
import {
  assertPortFree,
  benchDatabaseServer,
  dropDatabase,
  load1,
  loadAutocannon,
  login,
  machine,
  query,
  root,
  waitFor,
  writeResult,
} from './harness.ts';
import { writeReport } from './report.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '8' },
    keep: { type: 'boolean', default: false },
  },
});
const server = benchDatabaseServer();
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4220);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 4222);
const DB_NAME = 'bench_rolling_restart';
const dbUrl = (() => {
  const u = new URL(server);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
const LIST = '/api/apps/ecommerce/orders?itemsPerPage=10';
/** Messages sent a second, on one connection of their own. */
const MAIL_RATE = 20;
/** Seconds into the load when A gets its SIGTERM; B gets its own once A is ready again. */
const RESTART_AT_S = 3;

type Api = { name: string; port: number; dataDir: string; child?: ChildProcess; ready: boolean };

const smtp = await startTestSmtpServer();
const apis: Api[] = ['A', 'B'].map((name, i) => ({
  name,
  port: API_PORT + i,
  dataDir: mkdtempSync(join(tmpdir(), `rolling-${name}-`)),
  ready: false,
}));
const env = {
  DATABASE_URL: dbUrl,
  SMTP_URL: smtp.url,
  SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  TRUST_PROXY: 'true',
};

async function start(api: Api): Promise<void> {
  await assertPortFree(api.port);
  api.child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(api.port), DATA_DIR: api.dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${api.port}/api/ready`, `API ${api.name}`, api.child, 120);
}

/** SIGTERM, then waits for the exit; says how long it took and the exit code. */
function terminate(api: Api): Promise<{ code: number | null; ms: number }> {
  const child = api.child as ChildProcess;
  const t0 = performance.now();
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, ms: Math.round(performance.now() - t0) }));
    child.kill('SIGTERM');
  });
}

// ── the proxy ──────────────────────────────────────────────────────────────────────────────────────
const agents = new Map(apis.map((a) => [a.name, new http.Agent({ keepAlive: true, maxSockets: 64 })]));
const proxied = { requests: 0, noneReady: 0, upstreamErrors: 0 };
let turn = 0;
// A process is taken out on an answer other than 200 (a stopping one answers 503 at once) or a refused
// connection, and put back on a 200; a slow check (a loaded machine) changes nothing. With none ready,
// requests go to all in turn, as nginx does when every server of an upstream is marked down.
const checker = setInterval(() => {
  for (const api of apis) {
    const req = http.get(
      { host: '127.0.0.1', port: api.port, path: '/api/ready', agent: false, timeout: 2000 },
      (res) => {
        api.ready = res.statusCode === 200;
        res.resume();
      },
    );
    req.on('timeout', () => req.destroy(new Error('slow')));
    req.on('error', (error) => {
      if (error.message !== 'slow') api.ready = false;
    });
  }
}, 100);
const proxy = http.createServer((req, res) => {
  proxied.requests++;
  const ready = apis.filter((a) => a.ready);
  if (ready.length === 0) proxied.noneReady++;
  const pool = ready.length ? ready : apis;
  const api = pool[turn++ % pool.length] as Api;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: api.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      agent: agents.get(api.name),
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    proxied.upstreamErrors++;
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
await assertPortFree(PROXY_PORT);
await new Promise<void>((resolve) => proxy.listen(PROXY_PORT, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${PROXY_PORT}`;

// ── the run ───────────────────────────────────────────────────────────────────────────────────────
await dropDatabase(server, DB_NAME);
await query(server, `create database ${DB_NAME}`);
const restarts: Record<string, unknown>[] = [];
const statuses = { list: new Map<number, number>(), mail: new Map<number, number>() };
const acknowledged = new Set<string>();
try {
  // A migrates and seeds; B starts on the ready database.
  await start(apis[0] as Api);
  await start(apis[1] as Api);
  await waitFor(`${base}/api/ready`, 'the proxy');
  const auth = await login(base);
  const autocannon = loadAutocannon();
  if (!autocannon) throw new Error('autocannon could not be installed into .bench-cache');
  let sent = 0;
  const count = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
  const loadStarted = performance.now();
  const sinceLoad = () => Math.round((performance.now() - loadStarted) / 100) / 10;
  // Two generators side by side, so that each answer is read as what it answers: the lists on all
  // connections but one, and on that one a message sent MAIL_RATE times a second.
  const lists = autocannon({
    url: `${base}${LIST}`,
    headers: auth,
    connections: CONNECTIONS - 1,
    duration: SECONDS,
    timeout: 10,
    requests: [{ method: 'GET', onResponse: (s: number) => count(statuses.list, s) }],
  });
  const mails = autocannon({
    url: `${base}/api/apps/email/messages`,
    connections: 1,
    overallRate: MAIL_RATE,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        setupRequest: (request: Record<string, unknown>) => {
          sent++;
          const subject = `rolling ${sent}`;
          return {
            ...request,
            body: JSON.stringify({
              to: [`reader.${sent % 50}@example.com`],
              subject,
              message: `<p>${subject}</p>`,
              send: true,
            }),
          };
        },
        onResponse: (status: number, body: string) => {
          count(statuses.mail, status);
          if (status === 201)
            acknowledged.add((JSON.parse(body) as { email: { subject: string } }).email.subject);
        },
      },
    ],
  });

  let loadEndedAtS = 0;
  const loadEnded = Promise.all([lists, mails]).then((results) => {
    loadEndedAtS = sinceLoad();
    return results;
  });

  // Mid-run: A, then B, each stopped and started again once it has exited.
  await new Promise((r) => setTimeout(r, RESTART_AT_S * 1000));
  for (const api of apis) {
    const sigterm = sinceLoad();
    const { code, ms } = await terminate(api);
    const exited = sinceLoad();
    await start(api);
    restarts.push({
      process: api.name,
      sigtermAtS: sigterm,
      exitCode: code,
      exitTookMs: ms,
      exitedAtS: exited,
      readyAgainAtS: sinceLoad(),
    });
    console.log(
      `restarted ${api.name}: SIGTERM at ${sigterm} s, exited ${code} after ${ms} ms, ready at ${sinceLoad()} s`,
    );
  }
  const [result, mailResult] = await loadEnded;

  // Every acknowledged message must be in the sent folder and arrive once; none twice.
  const subjects = () => {
    const seen = new Map<string, number>();
    for (const m of smtp.messages) if (m.subject) seen.set(m.subject, (seen.get(m.subject) ?? 0) + 1);
    return seen;
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && [...acknowledged].some((s) => !subjects().has(s))) {
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 3000));
  const arrived = subjects();
  const stored = new Set(
    (
      await query<{ subject: string }>(
        dbUrl,
        "select subject from emails where folder = 'sent' and subject like 'rolling %'",
      )
    ).map((r) => r.subject),
  );
  const lostMessages = [...acknowledged].filter((s) => !arrived.has(s)).length;
  const notStored = [...acknowledged].filter((s) => !stored.has(s)).length;
  const duplicated = [...arrived.values()].filter((n) => n > 1).length;
  const unacknowledgedDelivered = [...arrived.keys()].filter(
    (s) => s.startsWith('rolling ') && !acknowledged.has(s),
  ).length;
  const lastDeliveredAtS = sinceLoad();

  const sum = (map: Map<number, number>, test: (s: number) => boolean) =>
    [...map].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
  const ok = (s: number) => s >= 200 && s < 300;
  const byStatus = (map: Map<number, number>) =>
    [...map]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ');
  const listOk = sum(statuses.list, ok);
  const mailOk = sum(statuses.mail, ok);
  const lostAcknowledged = notStored + lostMessages;
  const rows = [
    ['order list (GET, signed in)', sum(statuses.list, () => true), listOk, byStatus(statuses.list)],
    ['mail sent from the mailbox (POST)', sum(statuses.mail, () => true), mailOk, byStatus(statuses.mail)],
  ];
  writeResult('rolling-restart.json', {
    title: 'Rolling restart of two API processes under load',
    generatedAt: new Date().toISOString(),
    machine: machine({
      load1AtEnd: load1(),
      postgres: (await query<{ v: string }>(server, 'show server_version'))[0]?.v,
    }),
    settings: {
      seconds: SECONDS,
      connections: CONNECTIONS,
      loadGenerator: 'autocannon 9.0.0',
      mix: `order lists on ${CONNECTIONS - 1} connections; mail sends on 1 more, ${MAIL_RATE} a second`,
      proxy:
        'round-robin over the processes whose /api/ready answered 200 at the last check (every 100 ms); no retry',
      restarts,
    },
    table: { columns: ['request', 'answered', '2xx', 'answers by status'], rows },
    sections: [
      {
        title: 'What was lost',
        table: {
          columns: ['figure', 'count'],
          rows: [
            ['requests answered 2xx whose work was lost', lostAcknowledged],
            ['… acknowledged sends missing from the sent folder', notStored],
            ['… acknowledged sends never delivered', lostMessages],
            ['messages delivered more than once', duplicated],
            [
              'messages delivered whose answer the generator did not read (in flight when the load ended)',
              unacknowledgedDelivered,
            ],
            [
              'connection errors and timeouts seen by autocannon',
              result.errors + result.timeouts + mailResult.errors + mailResult.timeouts,
            ],
            ['proxy: requests with no ready process (503)', proxied.noneReady],
            ['proxy: requests whose process closed the connection (502)', proxied.upstreamErrors],
          ],
        },
      },
    ],
    notes: [
      `Order lists: ${result.requests.total} requests in ${result.duration} s (${Math.round(result.requests.total / result.duration)} a second), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, through the proxy; mail sends: p50 ${mailResult.latency.p50} ms, p99 ${mailResult.latency.p99} ms.`,
      ...restarts.map(
        (r) =>
          `${r.process}: SIGTERM at ${r.sigtermAtS} s, exited with ${r.exitCode} after ${r.exitTookMs} ms, ready again at ${r.readyAgainAtS} s.`,
      ),
      `Times are seconds from the start of the load. It ended at ${loadEndedAtS} s; the deliveries were counted at ${lastDeliveredAtS} s (mail waits out its 5 s undo delay, then the queue).`,
      'A non-2xx answer was never acknowledged: the client knows it failed and may send it again. The proxy retries nothing, so the 503s and 502s here are what a client sees without any retry at the proxy.',
    ],
    targets: [
      {
        what: 'rolling restart: acknowledged requests lost',
        target: '0',
        measured: String(lostAcknowledged),
        met: lostAcknowledged === 0,
      },
      {
        what: 'rolling restart: messages lost or delivered twice',
        target: '0',
        measured: String(lostMessages + duplicated),
        met: lostMessages + duplicated === 0,
      },
    ],
  });
  console.log(
    `lost acknowledged: ${lostAcknowledged}, messages lost ${lostMessages}, duplicated ${duplicated}`,
  );
  console.log(`written ${writeReport()}`);
} finally {
  clearInterval(checker);
  await Promise.all(apis.map((a) => (a.child && a.child.exitCode === null ? terminate(a) : null)));
  proxy.close();
  for (const agent of agents.values()) agent.destroy();
  await smtp.close();
  if (!values.keep) await dropDatabase(server, DB_NAME);
  for (const api of apis) rmSync(api.dataDir, { recursive: true, force: true });
}
