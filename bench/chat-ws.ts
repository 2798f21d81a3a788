// Chat delivery over WebSocket: 1,000 sockets on one API process, then the same split across two
// processes on one PostgreSQL (events cross through LISTEN/NOTIFY). Latency is from the sender's
// POST to the recipient's socket receiving the message event.
// Usage: BENCH_PG=postgres://root@127.0.0.1:5432/postgres node --import tsx bench/chat-ws.ts [--clients 1000] [--messages 400]
// BENCH_CHAT_PORTS (4250,4251) are the two API processes' ports; BENCH_CHAT_DB (bench_chat_ws) the
// throw-away database, so two people on one machine do not run into each other.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { startSession } from '../apps/server/src/auth/session.service.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { load1, machine, query, startApi, stop, writeResult } from './harness.ts';

const { values } = parseArgs({
  options: { clients: { type: 'string', default: '1000' }, messages: { type: 'string', default: '400' } },
});
const CLIENTS = Number(values.clients);
const MESSAGES = Number(values.messages);
const CONCURRENCY = 16;
const server = process.env.BENCH_PG ?? 'postgres://root@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_CHAT_DB ?? 'bench_chat_ws';
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_CHAT_DB: not a plain name: ${dbName}`);
/** What `uptime` says (the load over 1, 5 and 15 minutes): the machine is shared. */
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const uptimes: string[] = [`before: ${uptime()}`];
const loadBefore = load1();
const url = new URL(server);
url.pathname = `/${dbName}`;

await query(server, `drop database if exists ${dbName} with (force)`);
await query(server, `create database ${dbName}`);
const database = await openDatabase({ url: url.toString() });
await database.migrate();
await seedDemo(database.db);
// One user per socket, all allowed the chat (maintainers), each with an open session.
await database.db.execute(sql`
  insert into users (full_name, username, email, role_id)
  select 'Bench User ' || n, 'bench.' || n, 'bench.' || n || '@example.com', (select id from roles where name = 'maintainer')
  from generate_series(1, ${CLIENTS}) n`);
const ids = (
  (await database.db.execute(
    sql`select id from users where username like 'bench.%' order by id`,
  )) as unknown as {
    rows: { id: number }[];
  }
).rows.map((r) => r.id);
const tokens = await Promise.all(
  ids.map((userId) =>
    startSession(database.db, { userId, ttlHours: 2, ip: '127.0.0.1', userAgent: 'bench' }),
  ),
);
await database.close();

const ports = (process.env.BENCH_CHAT_PORTS ?? '4250,4251').split(',').map(Number);
const env = { DATABASE_URL: url.toString() };
const a = await startApi(ports[0], env);
const b = await startApi(ports[1], env);

type Socket = { ws: WebSocket; userId: number; token: string };
const waiting = new Map<number, (at: number) => void>();
/** Arrivals by message id: a message can reach its socket before the sender's POST has answered. */
const arrivals = new Map<number, number>();

async function connectAll(portOf: (i: number) => number): Promise<{ sockets: Socket[]; seconds: number }> {
  const started = performance.now();
  const sockets: Socket[] = [];
  for (let i = 0; i < ids.length; i += 20) {
    const batch = ids.slice(i, i + 20).map(
      (userId, k) =>
        new Promise<Socket>((resolve, reject) => {
          const token = tokens[i + k];
          const ws = new WebSocket(`ws://127.0.0.1:${portOf(i + k)}/api/ws?token=${token}`);
          ws.on('message', (data) => {
            const event = JSON.parse(String(data));
            if (event.type === 'ready') resolve({ ws, userId, token });
            if (event.type === 'message' && event.msg.senderId !== userId) {
              const at = performance.now();
              arrivals.set(event.msg.id, at);
              waiting.get(event.msg.id)?.(at);
              ws.send(JSON.stringify({ type: 'delivered', ids: [event.msg.id] }));
            }
          });
          ws.on('error', reject);
          ws.on('close', (code) => reject(new Error(`socket closed before ready (${code})`)));
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return { sockets, seconds: (performance.now() - started) / 1000 };
}

/** Senders are the even sockets, each writing to the next one; the POST goes to `sendPort`. */
async function run(sendPort: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < MESSAGES) {
      const n = next++;
      const pair = (n * 2) % (ids.length - 1);
      const from = pair - (pair % 2);
      const to = from + 1;
      const started = performance.now();
      const arrived = new Promise<number>((resolve) => {
        const res = fetch(`http://127.0.0.1:${sendPort}/api/apps/chat/chats/${ids[to]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[from]}` },
          body: JSON.stringify({ message: `bench ${n}` }),
        });
        res.then(async (r) => {
          const { msg } = (await r.json()) as { msg: { id: number } };
          const early = arrivals.get(msg.id);
          if (early !== undefined) resolve(early);
          else waiting.set(msg.id, resolve);
        });
      });
      const at = await Promise.race([
        arrived,
        new Promise<number>((r) => setTimeout(() => r(Number.NaN), 10_000)),
      ]);
      latencies.push(at - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies;
}

const pct = (xs: number[], p: number) => {
  const sorted = xs.filter(Number.isFinite).sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

const rows: (string | number)[][] = [];
try {
  for (const scenario of ['one process', 'two processes'] as const) {
    const split = scenario === 'two processes';
    // Two processes: senders (even) on A, recipients (odd) on B; the POST goes to A.
    const { sockets, seconds } = await connectAll((i) => (split && i % 2 === 1 ? ports[1] : ports[0]));
    await new Promise((r) => setTimeout(r, 1000));
    await run(ports[0]).then(() => undefined); // warm-up round, not counted
    const latencies = await run(ports[0]);
    const lost = latencies.filter((x) => !Number.isFinite(x)).length;
    rows.push([
      scenario,
      sockets.length,
      Math.round(seconds * 10) / 10,
      latencies.length,
      pct(latencies, 50),
      pct(latencies, 99),
      pct(latencies, 100),
      lost,
      load1(),
    ]);
    uptimes.push(`after ${scenario}: ${uptime()}`);
    console.log(rows.at(-1), uptimes.at(-1));
    await Promise.all(
      sockets.map(
        (s) =>
          new Promise<void>((r) => {
            if (s.ws.readyState === WebSocket.CLOSED) return r();
            s.ws.once('close', () => r());
            s.ws.close();
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));
  }
} finally {
  await stop(a);
  await stop(b);
  await query(server, `drop database if exists ${dbName} with (force)`);
}

const peakLoad = Math.max(loadBefore, ...rows.map((r) => Number(r[8])));
const path = writeResult('chat-ws.json', {
  title: `Chat delivery over WebSocket: ${CLIENTS} sockets, one and two API processes (PostgreSQL)`,
  generatedAt: new Date().toISOString(),
  machine: machine(),
  settings: {
    clients: CLIENTS,
    messages: MESSAGES,
    concurrentSenders: CONCURRENCY,
    warmUp: `${MESSAGES} messages`,
  },
  table: {
    columns: [
      'scenario',
      'sockets',
      'connect all (s)',
      'messages',
      'p50 ms',
      'p99 ms',
      'max ms',
      'lost',
      'load avg (1 min)',
    ],
    rows,
  },
  notes: [
    "Latency: from the start of the sender's POST /api/apps/chat/chats/{userId} to the recipient's socket receiving the message event (the POST commits, NOTIFY reaches the process holding the socket, which reads the event row and sends it). Every recipient acknowledges (delivered), as a browser tab does, so the sender's feedback event is part of the load.",
    "Two processes: senders' sockets on A, recipients' on B, POSTs to A; every message crosses through PostgreSQL LISTEN/NOTIFY.",
    'One machine (2 cores) shared with other sessions running tests: absolute figures are noisy; see the load average column.',
    `Machine load during the run (uptime): ${uptimes.join('; ')}.`,
    ...(peakLoad > 6
      ? [
          `The 1-minute load reached ${peakLoad} on 2 cores (above 6) during this run: the machine was busy with other work, so the latencies are inflated and are not the server's own figures.`,
        ]
      : []),
  ],
});
console.log(`wrote ${path}`);
