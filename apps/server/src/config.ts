import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_LIMITS } from './db/pg-pool.ts';
import { parseStorageUrl } from './lib/storage-url.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /**
   * Where uploaded files go (lib/open-storage.ts, docs/decisions/025). Unset: DATA_DIR/uploads on the
   * local disk. `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`: an S3-compatible store,
   * with the credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a profile or role).
   */
  STORAGE_URL: z
    .string()
    .superRefine((value, ctx) => {
      try {
        parseStorageUrl(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  DATABASE_URL: z.string().url().optional(),
  /**
   * Without DATABASE_URL: PGlite runs in a worker thread (true, the default since session 19) or in
   * the API's own thread (false); decision 020.
   */
  PGLITE_WORKER: bool.default(true),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_LIMITS.size),
  DATABASE_POOL_QUEUE: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_POOL_LIMITS.queue),
  /** Open the pool's connections at start and keep them open (db/pg-pool.ts warmPool); off in the tests. */
  DATABASE_POOL_WARM: bool.default(true),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_POOL_LIMITS.statementTimeoutMs),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().url().optional(),
  /** The sender of mail the app sends itself (password resets, invoices); users' mail is sent as them. */
  MAIL_FROM: z.string().min(3).default('Admin back office <no-reply@localhost>'),
  /**
   * How often each API process asks the job queue for work (mail delivery, the audit purge; decision
   * 024); 0: this process runs no job by itself (tests drain the queues they need).
   */
  JOBS_POLL_MS: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 500 && v <= 600_000), 'must be 0, or between 500 and 600000')
    .default(1000),
  /**
   * How often one process of the fleet (whichever holds pg-boss's maintenance turn) fails the jobs
   * past their lease, as those of a process that died, so that another takes them, and archives old ones.
   */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * The wait before the first retry of a mail the server refused or a process left unfinished (users'
   * mail and the app's own); each later retry waits twice as long, five retries in all.
   */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * The fleet map's MapLibre style (https URL of a style JSON). Unset: the map draws the bundled
   * offline world outline. Its origin is added to the CSP's connect-src and img-src (app.ts).
   */
  MAP_STYLE_URL: z.string().url().optional(),
  /** The address people open the app at, for links in mails (verification, reset); default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * 32 random bytes in base64 that seal the two-step sign-in keys in the database (auth/secret-box.ts).
   * Unset: DATA_DIR/secret.key, made on the first start. API processes sharing one database need the same key.
   */
  SECRET_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // A fraction of an hour is kept to the second; under a minute a token would die before it is used.
  SESSION_TTL_HOURS: z.coerce
    .number()
    .min(1 / 60, 'must be at least one minute (0.0167 hours)')
    .max(24 * 365, 'must be at most a year (8760 hours)')
    .default(24 * 7),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** The largest video the library accepts (docs/video.md). */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  TRUST_PROXY: bool.default(false),
  /**
   * Invoice PDFs are drawn in worker threads (lib/worker-pool.ts, docs/invoices.md): at most this many
   * at once, this many more waiting, each stopped past its time (waiting included) or its heap.
   */
  PDF_THREADS: z.coerce.number().int().min(1).max(32).default(2),
  PDF_QUEUE: z.coerce.number().int().min(0).max(1000).default(20),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PDF_MEMORY_MB: z.coerce.number().int().min(64).max(4096).default(256),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /**
   * Every answer is also checked against its route's zod schema (a 500 when it does not match) and
   * compared with the generated writer's text (lib/response-serializer.ts). On in the tests; costs
   * about a tenth of a millisecond per list answer.
   */
  RESPONSE_CHECK: bool.default(false),
  /**
   * On SIGTERM or SIGINT, how long requests in flight may take to finish (lib/graceful-shutdown.ts);
   * past it they are cut, the process closes its database and exits 1.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * The bearer token GET /metrics asks for (lib/metrics.ts). Unset: /metrics answers 404 and no
   * request is measured.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (openssl rand -hex 32)').optional(),
});

export type Config = z.infer<typeof envSchema>;

export const poolLimits = (config: Config) => ({
  size: config.DATABASE_POOL_SIZE,
  queue: config.DATABASE_POOL_QUEUE,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  warm: config.DATABASE_POOL_WARM,
});

/** Where the local file storage keeps uploads (when STORAGE_URL is unset). */
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => join(config.DATA_DIR, 'uploads');

export const pdfLimits = (config: Config) => ({
  threads: config.PDF_THREADS,
  queue: config.PDF_QUEUE,
  timeoutMs: config.PDF_TIMEOUT_MS,
  memoryMb: config.PDF_MEMORY_MB,
});

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Where tests look for the built web app: a folder that is never there, so the API tests behave the
 * same whether or not `apps/web/dist` was built, and `npm test` can build it while they run
 * (docs/decisions/016, session 16). Tests that serve the app pass their own (test/web-build.ts).
 */
export const NO_WEB_APP_IN_TESTS = resolve(import.meta.dirname, '../.no-web-app-in-tests');

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      WEB_DIST: NO_WEB_APP_IN_TESTS,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RESPONSE_CHECK: 'true',
      JOBS_POLL_MS: '0',
      // A test file opens several pools: each would open ten connections it mostly never uses.
      DATABASE_POOL_WARM: 'false',
      SECRET_KEY: Buffer.alloc(32, 42).toString('base64'),
      // The tests run beside the browser journeys on two cores: a drawing thread's first start can take
      // longer than production's 10 s there. The limit's own tests set theirs.
      PDF_TIMEOUT_MS: '60000',
    }),
    ...overrides,
  };
}
