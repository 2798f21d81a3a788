import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './multipart.ts';
import { callApi, postgresPassServer, seededDatabaseOn } from './postgres-pass.ts';
import { S3RVER_CREDENTIALS, startTestS3Server, type TestS3Server } from './s3-server.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from './server-process.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server.ts';

/**
 * Two machines simulated on one (issue 35): two real API processes on one PostgreSQL database, each
 * with a DATA_DIR of its own, their files in one S3 bucket (s3rver) and their mail to one SMTP server
 * (test/smtp-server.ts). An avatar uploaded through A is served by B; a process killed with SIGKILL
 * in the middle of a delivery leaves it to the other; a process stopped with SIGTERM while mail it
 * queued is going out finishes what it holds and leaves the rest to the other, every message arriving
 * once. Runs in the PostgreSQL pass of the tests (TEST_DB=pg with TEST_DATABASE_URL), like
 * two-processes.test.ts.
 */
const serverUrl = postgresPassServer('two-data-dirs.test.ts');

const PNG = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#2266aa' } })
  .png()
  .toBuffer();
const PASSWORD = 'two-machines-pass-1';

/** Waits until `check` holds, polling every 25 ms; fails with `what` after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const exited = (api: ServerProcess) =>
  new Promise<number | string | null>((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null)
      return resolve(api.child.exitCode ?? api.child.signalCode);
    api.child.once('exit', (code, signal) => resolve(code ?? signal));
  });

describe.skipIf(!serverUrl)(
  'two API processes with two DATA_DIRs, one bucket and one job queue',
  { timeout: 60_000 },
  () => {
    let database: Awaited<ReturnType<typeof seededDatabaseOn>> | undefined;
    const dirs = [mkdtempSync(join(tmpdir(), 'data-a-')), mkdtempSync(join(tmpdir(), 'data-b-'))];
    let s3: TestS3Server;
    let smtp: TestSmtpServer;
    let holding: string | null = null;
    let a: ServerProcess;
    let b: ServerProcess;
    let env: Record<string, string>;
    let adminToken: string;

    const call = (api: ServerProcess, method: string, path: string, token?: string, body?: unknown) =>
      callApi(api.base, method, path, token, body);
    const startA = () =>
      startServerProcess(
        'API A',
        { ...env, DATA_DIR: dirs[0] as string, JOBS_POLL_MS: '500' },
        {
          startWithinMs: 90_000,
        },
      );
    let made = 0;
    const newUser = async (email: string) => {
      made += 1;
      const res = await call(a, 'POST', '/api/apps/users', adminToken, {
        fullName: `Two Dirs ${made}`,
        username: `two.dirs.${process.pid}.${made}`,
        email,
        role: 'client',
        currentPlan: 'team',
        password: PASSWORD,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    const arrivedTo = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address)).length;
    const filesUnder = (dir: string) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(png|jpg|webp)$/.test(e.name))
        .map((e) => e.name);

    beforeAll(async () => {
      database = await seededDatabaseOn(serverUrl as string, 'two_dirs');
      s3 = await startTestS3Server();
      smtp = await startTestSmtpServer({
        delayMs: 150,
        hold: (to) => holding !== null && to.includes(holding),
      });
      env = {
        DATABASE_URL: database.url,
        STORAGE_URL: s3.storageUrl,
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
        SMTP_URL: smtp.url,
        // One attempt's lease is 3 × 2 s + 5 s: a delivery left by a killed process is failed after
        // 11 s, at the next maintenance (every second), and retried 1-2 s later.
        SMTP_TIMEOUT_MS: '2000',
        MAIL_RETRY_SECONDS: '1',
        JOBS_MAINTENANCE_SECONDS: '1',
      };
      [a, b] = await Promise.all([
        startA(),
        // B asks for work less often than A is woken: a mail queued on A is taken by A.
        startServerProcess(
          'API B',
          { ...env, DATA_DIR: dirs[1] as string, JOBS_POLL_MS: '1000' },
          {
            startWithinMs: 90_000,
          },
        ),
      ]);
      const login = await call(a, 'POST', '/api/auth/login', undefined, {
        email: 'admin@demo.com',
        password: 'admin',
      });
      expect(login.status).toBe(201);
      adminToken = login.body.accessToken as string;
    }, 120_000);

    afterAll(async () => {
      smtp?.release();
      await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
      await database?.drop();
      await s3?.close();
      await smtp?.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('serves through B the avatar uploaded through A, neither keeping it in its DATA_DIR', async () => {
      const body = multipart('me.png', 'image/png', PNG);
      const uploaded = await fetch(`${a.base}/api/account-settings/avatar`, {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${adminToken}` },
        body: body.payload,
      });
      expect(uploaded.status).toBe(200);
      const avatar = ((await uploaded.json()) as { avatar: string }).avatar;
      expect(avatar).toMatch(/^\/api\/uploads\/avatars\//);

      const served = await fetch(`${b.base}${avatar}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      const me = await call(b, 'GET', '/api/account-settings/account', adminToken);
      expect(me.body.avatar).toBe(avatar);
      expect(dirs.flatMap(filesUnder)).toEqual([]);
    });

    it('delivers, from B, the mail whose delivery A was in the middle of when killed with SIGKILL', async () => {
      const address = `held.${process.pid}@example.com`;
      await newUser(address);
      holding = address;
      const asked = await call(a, 'POST', '/api/auth/forgot-password', undefined, { email: address });
      expect(asked.status).toBe(202);
      // A's worker, woken by its own queueing, has handed the message over and waits for the answer.
      await until('the held delivery', () => smtp.held() === 1, 15_000);
      const killedAt = Date.now();
      a.child.kill('SIGKILL');
      expect(await exited(a)).toBe('SIGKILL');
      // The connection that closed unanswered was A's.
      await until('the held connection to close', () => smtp.abandoned() === 1, 5_000);
      holding = null;
      expect(arrivedTo(address)).toBe(0);

      await until('the delivery by B', () => arrivedTo(address) === 1, 40_000);
      console.info(`killed A mid-delivery: B delivered the mail ${Date.now() - killedAt} ms later`);
      const outbox = await call(b, 'GET', '/api/mail-outbox?kind=password-reset', adminToken);
      const rows = (outbox.body.messages as { to: string[]; status: string }[]).filter((m) =>
        m.to.includes(address),
      );
      expect(rows.map((r) => r.status)).toEqual(['sent']);
      const jobs = await call(b, 'GET', '/api/jobs', adminToken);
      const mailOut = (jobs.body.queues as { name: string; counts: Record<string, number> }[]).find(
        (q) => q.name === 'mail-out',
      );
      expect(mailOut?.counts.active).toBe(0);
      expect(mailOut?.counts.failed).toBe(0);
      // A comes back on its own DATA_DIR for the next test.
      a = await startA();
    });

    it('delivers every mail queued on A once while A stops with SIGTERM and B keeps running', async () => {
      const tag = `${process.pid}.${Date.now() % 100_000}`;
      const accounts = Array.from({ length: 5 }, (_, i) => `reset.${tag}.${i}@example.com`);
      for (const address of accounts) await newUser(address);
      const outside = Array.from({ length: 5 }, (_, i) => `outside.${tag}.${i}@example.com`);

      // The app's own mail (the 'mail-out' queue, sent at once) and users' mail (the 'email-delivery'
      // queue, sent after the 5 s undo delay), all queued through A.
      for (const address of accounts) {
        const asked = await call(a, 'POST', '/api/auth/forgot-password', undefined, { email: address });
        expect(asked.status).toBe(202);
      }
      for (const address of outside) {
        const sent = await call(a, 'POST', '/api/apps/email/messages', adminToken, {
          to: [address],
          subject: `Two machines ${address}`,
          message: '<p>Sent through A</p>',
          send: true,
        });
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      }
      const stopping = exited(a);
      a.child.kill('SIGTERM');
      expect(await stopping).toBe(0);
      const health = await call(b, 'GET', '/api/health');
      expect(health.status).toBe(200);

      const everyone = [...accounts, ...outside];
      await until('every mail', () => everyone.every((m) => arrivedTo(m) >= 1), 40_000);
      // Nothing more arrives: each was sent once.
      await new Promise((r) => setTimeout(r, 1500));
      expect(everyone.map(arrivedTo)).toEqual(everyone.map(() => 1));
      const outbox = await call(b, 'GET', '/api/mail-outbox?kind=password-reset&itemsPerPage=50', adminToken);
      const resets = (outbox.body.messages as { to: string[]; status: string }[]).filter((m) =>
        accounts.some((address) => m.to.includes(address)),
      );
      expect(resets.map((r) => r.status)).toEqual(accounts.map(() => 'sent'));
      const sentFolder = await call(b, 'GET', '/api/apps/email?filter=sent&itemsPerPage=50', adminToken);
      const mine = (sentFolder.body.emails as { subject: string; deliveryStatus: string }[]).filter((e) =>
        e.subject.includes(tag),
      );
      expect(mine.map((e) => e.deliveryStatus)).toEqual(outside.map(() => 'delivered'));
    });
  },
);
