import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, poolLimits, testConfig } from '../config.ts';
import { settleBackgroundWork } from '../lib/background-work.ts';
import { MAIL_OUT_QUEUE } from '../modules/mail-out/mail-out.service.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server.ts';
import { openEmptyDatabase, openSeededCopy } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  /** A token of the demo admin (manage all). */
  adminToken: string;
  /** A token of the demo client (read AclDemo). */
  clientToken: string;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * A migrated, demo-seeded app on a database of its own, copied from the run's seeded database
 * (see global-setup.ts); with SEED_DEMO off it migrates an empty one instead. Call close() in afterAll.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const config = testConfig({ SEED_DEMO: true, ...overrides });
  const copy = inject('seededCopy');
  const { database, drop } =
    copy && config.SEED_DEMO
      ? await openSeededCopy(copy, poolLimits(config))
      : await openEmptyDatabase(poolLimits(config));
  const app = await buildApp(config, { database, ...options });
  const login = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 201) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().accessToken as string;
  };
  const [adminToken, clientToken] = await Promise.all([
    login('admin@demo.com', 'admin'),
    login('client@demo.com', 'client'),
  ]);
  return {
    app,
    adminToken,
    clientToken,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Sends requests as one person on one session, and signs in again only when the session has ended
 * (logout, or a password change, ends the session it is called with): a refused session answers 401
 * before any handler runs, so the request is sent again on a fresh session and its answer is the one
 * a fresh session gets. A test that calls every route this way pays one argon2 verification per
 * ended session instead of one per request (docs/decisions/016, session 12). Public routes never
 * read the token, so an ended one changes nothing there.
 */
export function signedInAs(t: Pick<TestApp, 'app' | 'login'>, email: string, password: string) {
  let token: string | null = null;
  const send = (options: InjectOptions, session: string) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...bearer(session) } });
  return async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    if (token) {
      const res = await send(options, token);
      if (res.statusCode !== 401) return res;
    }
    token = await t.login(email, password);
    return send(options, token);
  };
}

/**
 * Sends the mail queued so far, in this process (tests run no job worker, JOBS_POLL_MS 0): waits for
 * the work left running beside answers (which queues account mail), then drains the 'mail-out' queue.
 */
export async function deliverQueuedMail(app: FastifyInstance): Promise<void> {
  await settleBackgroundWork();
  await app.jobs.drain(MAIL_OUT_QUEUE);
}

export type SmtpTestApp = TestApp & { smtp: TestSmtpServer };

/** `createTestApp` whose mail goes to a real SMTP server started for it; close() stops both. */
export async function createTestAppWithSmtp(overrides: Partial<Config> = {}): Promise<SmtpTestApp> {
  const smtp = await startTestSmtpServer();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...overrides });
  return {
    ...t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
