import fastifySwagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPageData } from './auth/page-session.ts';
import { authPlugin } from './auth/plugin.ts';
import { loadSecretKey, type SecretBox, secretBox } from './auth/secret-box.ts';
import { type Config, poolLimits } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed.ts';
import { cancelQueriesOfAbandonedRequests } from './lib/abandoned-request.ts';
import { settleBackgroundWork } from './lib/background-work.ts';
import { errorHandler } from './lib/error-handler.ts';
import type { FileStorage } from './lib/file-storage.ts';
import { releaseConnectionsOnClose } from './lib/graceful-shutdown.ts';
import { addImpliedAnswers } from './lib/implied-answers.ts';
import { keptSearchesOf, LIST_CHANNEL } from './lib/kept-searches.ts';
import { serializeError, serializeRequest } from './lib/log-redaction.ts';
import { registerMetrics } from './lib/metrics.ts';
import { refuseNulCharacters } from './lib/nul-characters.ts';
import { openFileStorage } from './lib/open-storage.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { addSecurityHeaders } from './lib/security-headers.ts';
import { injectedFetch, serverRenderedPages } from './lib/server-rendered-page.ts';
import { inlineScriptHashes, registerWebApp, SIGNIN_ENTRY_PATHS } from './lib/web-app.ts';
import { signInConfig } from './modules/auth/auth.service.ts';
import { registrationOpen } from './modules/auth/registration.service.ts';
import { CRM_DASHBOARD_PATH } from './modules/crm-dashboard/crm-dashboard.service.ts';
import { outboxDepth, startEmailDelivery } from './modules/email/email-delivery.service.ts';
import { LANDING_PATH } from './modules/front/front.service.ts';
import { registerModules } from './modules/index.ts';
import { jobCounts } from './modules/job/job.service.ts';
import { createJobQueue, JOB_STOP_MS } from './modules/job/job-queue.service.ts';
import { createMailOut, failedMailWithin, type MailOut } from './modules/mail-out/mail-out.service.ts';
import { ORDER_LIST_PATH } from './modules/order/order.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database['db'];
    database: Database;
    config: Config;
    storage: FileStorage;
    mailOut: MailOut;
    secretBox: SecretBox;
  }
}

export type BuildOptions = {
  database?: Database;
  storage?: FileStorage;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
};

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // MUI's emotion injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  // https: for the images of an e-mail, which the mail view's sandboxed frame (its own CSP, inherited
  // with this one) loads only after the reader clicks "Show images".
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const DOCS_CSP = CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/**
 * A configured map style (MAP_STYLE_URL) is fetched by the fleet map from its own origin, and its
 * tiles and sprites with it: that one origin is allowed to be read (connect-src) and shown (img-src).
 * Without it the map uses only the bundled outline and the CSP stays as it is.
 */
export function withMapStyle(csp: string, styleUrl: string | undefined): string {
  if (!styleUrl) return csp;
  const origin = new URL(styleUrl).origin;
  return csp
    .replace("connect-src 'self'", `connect-src 'self' ${origin}`)
    .replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${origin}`);
}

/** Builds the whole API (and the built web app when present), migrated and seeded, but not listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { err: serializeError, req: serializeRequest },
            stream: options.logStream,
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify's defaults, named because the graceful shutdown counts on them (lib/graceful-shutdown.ts):
    // once closing, new requests get 503 with Connection: close, and idle keep-alive connections close.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  releaseConnectionsOnClose(app);

  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      pool: poolLimits(config),
      pgliteWorker: config.PGLITE_WORKER,
    }));
  await database.migrate();
  if (config.SEED_DEMO) await seedDemo(database.db);

  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate(
    'secretBox',
    secretBox(loadSecretKey({ secretKey: config.SECRET_KEY, dataDir: config.DATA_DIR })),
  );
  const storage = options.storage ?? (await openFileStorage(config));
  app.decorate('storage', storage);
  // Only the storage it opened itself: one handed in belongs to the caller.
  if (!options.storage) app.addHook('onClose', async () => storage.close());
  // The job queue (decision 024), made here for mail-out to define its queue; its close is below.
  const jobs = createJobQueue(database, {
    pollMs: config.JOBS_POLL_MS,
    maintenanceSeconds: config.JOBS_MAINTENANCE_SECONDS,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  const mailOut = createMailOut(config, database.db, app.log, jobs);
  app.decorate('mailOut', mailOut);
  app.addHook('onClose', async () => {
    mailOut.close();
    if (!options.database) await database.close();
  });
  // What answers left running (a reset link being made, a buyer's confirmation) ends before mail-out
  // and the database close (hooks run last-in first-out).
  app.addHook('onClose', settleBackgroundWork);
  // The ids of searches' first pages are kept per process while it hears every write to the lists'
  // tables (lib/kept-searches.ts); unlistened before the database closes (hooks run last-in first-out).
  const keptSearches = keptSearchesOf(database.db);
  const unlistenLists = await database.listen(LIST_CHANNEL, {
    onNotify: (table) => keptSearches.changed(table),
    onState: (listening) => keptSearches.setListening(listening),
  });
  app.addHook('onClose', unlistenLists);
  // The job queue's close: registered after the hooks above, its onClose hook runs first
  // (Fastify runs them last-in first-out): workers stop fetching, the jobs under way get JOB_STOP_MS
  // to end, and those still running are failed, to be retried by another process, before mail-out
  // and the database close. Modules define their queues; it starts once every module is registered.
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop(JOB_STOP_MS));
  startEmailDelivery(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.RESPONSE_CHECK }));
  app.setErrorHandler(errorHandler);
  app.addHook('onRoute', addImpliedAnswers);
  app.addHook('preValidation', refuseNulCharacters);
  cancelQueriesOfAbandonedRequests(app);
  // Before the routes, so that its hook measures every one of them.
  registerMetrics(app, config.METRICS_TOKEN, {
    pool: database.poolStats,
    openSockets: () => (app.hasDecorator('websocketServer') ? app.websocketServer.clients.size : 0),
    outbox: () => outboxDepth(database.db),
    failedMailLastDay: () => failedMailWithin(database.db, 24),
    jobs: () => jobCounts(database, jobs),
  });

  const hashes = inlineScriptHashes(config.WEB_DIST);
  const csp = withMapStyle(
    hashes.length ? CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`) : CSP,
    config.MAP_STYLE_URL,
  );
  addSecurityHeaders(app, {
    helmet: { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, hsts: false },
    csp,
    docsCsp: DOCS_CSP,
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Admin back office API',
        version: '1.0.0',
        description:
          'Every route needs `Authorization: Bearer <accessToken>` from POST /api/auth/login, except login itself and public data.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the API is served by the same origin as the web app, wherever that is deployed.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin);

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(scalar, {
    routePrefix: '/api/docs',
    // Everything that would reach the internet (fonts, the AI agent, MCP, cloud tools) is off.
    configuration: {
      url: '/api/openapi.json',
      title: 'Admin back office API',
      withDefaultFonts: false,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
    },
  });

  await app.register(registerModules);
  await jobs.start();

  // The pages visitors open first get their first paint from the server (docs/decisions/018).
  // Signed-in pages too, for the reader the page-session cookie names (docs/decisions/021), when they
  // may do what the API routes the page reads ask. The routes' loaders ask the API in process.
  const readOrder = { access: { action: 'read', subject: 'Order' } } as const;
  const pages = serverRenderedPages(
    config.WEB_DIST,
    injectedFetch(app),
    [LANDING_PATH],
    {
      [ORDER_LIST_PATH]: signedInPageData(app.db, app.sessionCache, [
        { ...readOrder, rowRules: true },
        readOrder,
      ]),
      [CRM_DASHBOARD_PATH]: signedInPageData(app.db, app.sessionCache, [
        { access: { action: 'read', subject: 'Dashboard' } },
      ]),
    },
    // The signed-out account pages: the tree the sign-in entry hydrates (docs/decisions/014).
    {
      paths: SIGNIN_ENTRY_PATHS,
      config: async () => ({ ...signInConfig(config), registration: await registrationOpen(app.db) }),
    },
  );
  await registerWebApp(app, config.WEB_DIST, pages);

  return app;
}
