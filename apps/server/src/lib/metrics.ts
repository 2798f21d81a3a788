import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';

/** What GET /metrics reads at scrape time, besides the requests it counts itself. */
export type MetricSources = {
  /** PostgreSQL only: the pool's connections. */
  pool?: () => PoolStats;
  /** WebSockets open on this process (the chat's). */
  openSockets: () => number;
  /** Messages in the outbox: waiting, and of those already due. */
  outbox: () => Promise<{ queued: number; due: number }>;
  /** Messages the mail server refused or could not be reached for in the last 24 hours. */
  failedMailLastDay: () => Promise<number>;
  /** Jobs of each queue of the job queue, per state (modules/job). */
  jobs: () => Promise<Map<string, Map<string, number>>>;
};

/**
 * The process's own metrics (memory, CPU, event-loop lag, garbage collection: prom-client's default
 * metrics), made once per process: they measure the process, however many apps it builds (tests).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
/** Requests no route matched (unknown paths, the web app's pages served by the not-found handler). */
const UNMATCHED = '(unmatched)';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus's text format, for a monitoring system (README, Production). Only with
 * METRICS_TOKEN set, and then only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise);
 * unset, it answers 404 and no request is measured. Requests are counted and timed by method, route
 * pattern (`/api/apps/users/:id`, never the raw URL) and status class (2xx…5xx). Registered before
 * the routes, so its hook measures all of them; kept out of the OpenAPI document.
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricSources,
): void {
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async (_req, reply) =>
      reply.code(404).send({ message: 'Not found' }),
    );
    return;
  }

  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? UNMATCHED,
      status_class: statusClass(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'websocket_connections',
    help: 'WebSockets open on this process (the chat)',
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  const { pool } = sources;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('db_pool_connections_open', 'PostgreSQL connections the pool holds open', (s) => s.open);
    poolGauge('db_pool_connections_idle', 'Open PostgreSQL connections not in use', (s) => s.idle);
    poolGauge('db_pool_requests_waiting', 'Requests waiting for a PostgreSQL connection', (s) => s.waiting);
    poolGauge('db_pool_connections_max', 'The pool size (DATABASE_POOL_SIZE)', (s) => s.max);
  }
  // Read from the database at scrape time. When it does not answer, the samples are NaN (unknown,
  // never a reassuring 0), the scrape still answers with everything else, and the log says why.
  const fromDatabase = async <T>(what: string, read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      app.log.warn({ err: error }, `metrics: ${what} could not be read`);
      return null;
    }
  };
  new Gauge({
    name: 'mail_outbox_messages',
    help: "Messages in senders' outboxes: 'queued' waiting (the undo delay included), 'due' past their send time and not delivered yet",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const depth = await fromDatabase('the outbox', sources.outbox);
      this.set({ state: 'queued' }, depth?.queued ?? Number.NaN);
      this.set({ state: 'due' }, depth?.due ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'mail_failed_last_24h',
    help: 'Messages the mail server refused or could not be reached for in the last 24 hours',
    registers: [registry],
    async collect() {
      this.set((await fromDatabase('failed mail', sources.failedMailLastDay)) ?? Number.NaN);
    },
  });

  const jobCounts = (what: string, states: string[]) =>
    async function collect(this: Gauge) {
      const counts = await fromDatabase(what, sources.jobs);
      this.reset();
      if (!counts) return;
      for (const [queue, byState] of counts) {
        this.set(
          { queue },
          states.reduce((sum, state) => sum + (byState.get(state) ?? 0), 0),
        );
      }
    };
  new Gauge({
    name: 'job_queue_depth',
    help: "Jobs waiting on each queue of the job queue: to run ('created') and to run again after a failure ('retry'), due or not",
    labelNames: ['queue'],
    registers: [registry],
    collect: jobCounts('the job queue', ['created', 'retry']),
  });
  new Gauge({
    name: 'job_queue_failed',
    help: 'Jobs of each queue that failed their last attempt (the dead letter, until retried or archived)',
    labelNames: ['queue'],
    registers: [registry],
    collect: jobCounts('the failed jobs', ['failed']),
  });

  const all = Registry.merge([processMetrics(), registry]);
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    // Compared as digests: the same length whatever was sent, and in constant time.
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>' });
    }
    return reply
      .type(all.contentType)
      .header('cache-control', 'no-store')
      .send(await all.metrics());
  });
}
