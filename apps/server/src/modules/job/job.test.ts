import type { JobsAnswer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { refusedSmtpUrl } from '../../test/smtp-server.ts';
import { EMAIL_DELIVERY_QUEUE, EMAIL_DELIVERY_RETRIES } from '../email/email-delivery.service.ts';
import { MAIL_OUT_QUEUE } from '../mail-out/mail-out.service.ts';

const later = () => new Date(Date.now() + 60_000);

type Mail = { deliveryStatus: string; deliveryError: string | null };

describe('mail delivery on the job queue, when the mail server cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await refusedSmtpUrl(), SMTP_TIMEOUT_MS: 2000 });
  });
  afterAll(() => t.close());

  const mail = async (id: number) => (await call(t, 'GET', `/api/apps/email/${id}`)).json().email as Mail;
  const jobOf = async (emailId: number) => {
    const { rows } = await t.app.database.executeSql(
      "select id from pgboss.job where name = $1 and data->>'emailId' = $2 order by created_on desc limit 1",
      [EMAIL_DELIVERY_QUEUE, String(emailId)],
    );
    const job = await t.app.jobs.boss.getJobById(EMAIL_DELIVERY_QUEUE, rows[0].id as string);
    if (!job) throw new Error('no delivery job');
    return job;
  };
  const secondsUntil = (date: Date) => (new Date(date).getTime() - Date.now()) / 1000;

  it('retries with growing waits, then keeps the message as failed, listed on the Jobs page', async () => {
    const res = await call(t, 'POST', '/api/apps/email/messages', {
      send: true,
      to: ['erin@example.com'],
      subject: 'Retried',
      message: '<p>Again</p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().email.id as number;

    expect(await t.app.emailDelivery.runDue({ dueBy: later(), max: 1 })).toBe(1);
    const first = await mail(id);
    expect(first.deliveryStatus).toBe('queued');
    expect(first.deliveryError).toMatch(/cannot reach the mail server|ECONNREFUSED/);
    let job = await jobOf(id);
    expect(job.state).toBe('retry');
    // The first retry waits 30 to 60 s; nothing runs before.
    expect(secondsUntil(job.startAfter)).toBeGreaterThan(28);
    expect(secondsUntil(job.startAfter)).toBeLessThanOrEqual(60);
    expect(await t.app.emailDelivery.runDue()).toBe(0);

    await t.app.emailDelivery.runDue({ dueBy: later(), max: 1 });
    job = await jobOf(id);
    expect(job.retryCount).toBe(1);
    // The second waits twice as long: 60 to 120 s.
    expect(secondsUntil(job.startAfter)).toBeGreaterThan(58);
    expect(secondsUntil(job.startAfter)).toBeLessThanOrEqual(120);

    expect(await t.app.emailDelivery.runDue({ dueBy: later() })).toBe(EMAIL_DELIVERY_RETRIES - 1);
    expect((await mail(id)).deliveryStatus).toBe('failed');
    job = await jobOf(id);
    expect(job.state).toBe('failed');

    const jobs = (await call(t, 'GET', '/api/jobs')).json() as JobsAnswer;
    const queue = jobs.queues.find((q) => q.name === EMAIL_DELIVERY_QUEUE);
    expect(queue).toMatchObject({ retryLimit: EMAIL_DELIVERY_RETRIES, schedule: null });
    expect(queue?.counts.failed).toBeGreaterThanOrEqual(1);
    expect(jobs.failures[0]).toMatchObject({
      id: job.id,
      queue: EMAIL_DELIVERY_QUEUE,
      attempts: EMAIL_DELIVERY_RETRIES + 1,
    });
    expect(jobs.failures[0].error).toMatch(/cannot reach the mail server|ECONNREFUSED/);
  });

  it('runs a failed job again from the Jobs page, once, and refuses to retry one that did not fail', async () => {
    const res = await call(t, 'POST', '/api/apps/email/messages', {
      send: true,
      to: ['frank@example.com'],
      subject: 'Dead letter',
      message: '<p>x</p>',
    });
    const id = res.json().email.id as number;
    await t.app.emailDelivery.runDue({ dueBy: later() });
    const failed = await jobOf(id);
    expect(failed.state).toBe('failed');

    const retried = await call(t, 'POST', `/api/jobs/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ id: failed.id, queue: EMAIL_DELIVERY_QUEUE, state: 'retry' });
    // With one more attempt (the test's clock is past the last backoff); the mail server is still away.
    expect(await t.app.emailDelivery.runDue({ dueBy: later() })).toBe(1);
    const again = await jobOf(id);
    expect(again).toMatchObject({ state: 'failed', retryCount: EMAIL_DELIVERY_RETRIES + 1 });
    expect((await mail(id)).deliveryStatus).toBe('failed');

    const busy = await call(t, 'POST', '/api/apps/email/messages', {
      send: true,
      to: ['gina@example.com'],
      subject: 'Waiting',
      message: '<p>x</p>',
    });
    const waiting = await jobOf(busy.json().email.id);
    const refused = await call(t, 'POST', `/api/jobs/${waiting.id}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.id).toMatch(/is created: only a failed job/);
    const unknown = await call(t, 'POST', '/api/jobs/4f0c5c1e-2d7a-4a8e-9d8f-1a2b3c4d5e6f/retry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No job found with this id' });
    const bad = await call(t, 'POST', '/api/jobs/not-a-job/retry');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('must be a job id (a UUID)');
  });

  it("sends a failed message again from the sent folder's Retry, with every retry anew", async () => {
    const res = await call(t, 'POST', '/api/apps/email/messages', {
      send: true,
      to: ['hal@example.com'],
      subject: 'Try later',
      message: '<p>x</p>',
    });
    const id = res.json().email.id as number;
    await t.app.emailDelivery.runDue({ dueBy: later() });
    const dead = await jobOf(id);

    const retried = await call(t, 'POST', `/api/apps/email/${id}/retry-send`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().email).toMatchObject({ id, deliveryStatus: 'queued', deliveryError: null });
    const fresh = await jobOf(id);
    expect(fresh.id).not.toBe(dead.id);
    expect(fresh).toMatchObject({ state: 'created', retryCount: 0, retryLimit: EMAIL_DELIVERY_RETRIES });
    expect(secondsUntil(fresh.startAfter)).toBeLessThanOrEqual(0);
    expect((await call(t, 'POST', `/api/apps/email/${id}/retry-send`)).statusCode).toBe(409);

    expect(await t.app.emailDelivery.runDue({ max: 1 })).toBe(1);
    expect(await mail(id)).toMatchObject({ deliveryStatus: 'queued' });
  });

  it('shows the audit purge as an hourly scheduled queue', async () => {
    const jobs = (await call(t, 'GET', '/api/jobs')).json() as JobsAnswer;
    expect(jobs.queues.map((q) => q.name).sort()).toEqual(
      ['audit-purge', EMAIL_DELIVERY_QUEUE, 'ended-sign-ins-purge', MAIL_OUT_QUEUE].sort(),
    );
    expect(jobs.queues.find((q) => q.name === 'audit-purge')).toMatchObject({ schedule: '0 * * * *' });
    expect(jobs.queues.find((q) => q.name === MAIL_OUT_QUEUE)).toMatchObject({
      schedule: null,
      retryLimit: 5,
    });
  });

  it('refuses the Jobs page and its retry to a user without the Job subject', async () => {
    const list = await call(t, 'GET', '/api/jobs', undefined, t.clientToken);
    expect(list.statusCode).toBe(403);
    const retry = await call(
      t,
      'POST',
      '/api/jobs/4f0c5c1e-2d7a-4a8e-9d8f-1a2b3c4d5e6f/retry',
      undefined,
      t.clientToken,
    );
    expect(retry.statusCode).toBe(403);
  });
});
