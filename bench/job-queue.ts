// The job queue's own costs (decision 024): pg-boss's start on a fresh and on an installed database,
// a send, a job fetched, run (doing nothing) and completed in this process, and 200 jobs worked by a
// polling worker (JOBS_POLL_MS 1000, woken after each job).
//
// Usage: node --import tsx bench/job-queue.ts [postgres://…/empty-database]
//   Without a URL: PGlite in memory. Prints the figures; writes nothing. Not part of `npm test`.
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createJobQueue } from '../apps/server/src/modules/job/job-queue.service.ts';

const url = process.argv[2];
const database = await openDatabase(url ? { url } : { inMemory: true });
await database.migrate();
const mk = (pollMs: number) => {
  const q = createJobQueue(database, { pollMs, onError: (e) => console.error(e) });
  let ran = 0;
  q.define({
    name: 'bench',
    retryLimit: 1,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    run: async () => {
      ran++;
    },
  });
  return { q, ran: () => ran };
};
let t = performance.now();
const a = mk(0);
await a.q.start();
console.log('first start (install schema)', Math.round(performance.now() - t), 'ms');
t = performance.now();
const b = mk(0);
await b.q.start();
console.log('second start (installed)', Math.round(performance.now() - t), 'ms');
t = performance.now();
for (let i = 0; i < 200; i++) await a.q.send('bench', { i });
const sendMs = performance.now() - t;
t = performance.now();
await a.q.drain('bench');
const drainMs = performance.now() - t;
console.log(
  `send ${(sendMs / 200).toFixed(2)} ms/job, drain ${(drainMs / 200).toFixed(2)} ms/job (fetch+run+complete)`,
);
const w = mk(1000);
await w.q.start();
t = performance.now();
for (let i = 0; i < 200; i++) await a.q.send('bench', { i });
while (w.ran() < 200) await new Promise((r) => setTimeout(r, 20));
console.log(`worker: 200 jobs in ${Math.round(performance.now() - t)} ms (sending included)`);
for (const x of [a, b, w]) await x.q.stop(1000);
await database.close();
