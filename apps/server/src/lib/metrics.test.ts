import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { call } from '../test/fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../test/helper.ts';
import { testDatabaseKind } from '../test/test-database.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of the sample `name{labels}` in a Prometheus text answer, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not there: 404, whatever the caller sends', async () => {
    for (const headers of [{}, bearer(TOKEN), bearer(t.adminToken)]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong token with 401, and an admin session is not a token', async () => {
    for (const headers of [{}, bearer(`${TOKEN}x`), bearer(t.adminToken), { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers Prometheus text with the process metrics', async () => {
    const res = await scrape();
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('counts and times requests by route pattern, never the raw URL, and status class', async () => {
    const labels = 'method="GET",route="/api/apps/users/:id",status_class="2xx"';
    const before = sample((await scrape()).body, 'http_requests_total', labels) ?? 0;
    for (const id of [1, 2]) {
      const res = await call(t, 'GET', `/api/apps/users/${id}`);
      expect(res.statusCode).toBe(200);
    }
    const missing = await call(t, 'GET', '/api/apps/users/999999');
    expect(missing.statusCode).toBe(404);
    const text = (await scrape()).body;
    expect(sample(text, 'http_requests_total', labels)).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_bucket', `le="+Inf",${labels}`)).toBe(before + 2);
    expect(
      sample(text, 'http_requests_total', 'method="GET",route="/api/apps/users/:id",status_class="4xx"'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/api/apps/users/1"');
    expect(text).not.toContain('/api/apps/users/999999');
    // A path no route has is one label, however many such paths are asked for.
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    expect((await scrape()).body).toContain('route="(unmatched)",status_class="4xx"');
  });

  it('shows the outbox: messages waiting, those due, and mail that failed in the last day', async () => {
    const before = (await scrape()).body;
    const queued = sample(before, 'mail_outbox_messages', 'state="queued"') ?? Number.NaN;
    const failed = sample(before, 'mail_failed_last_24h') ?? Number.NaN;
    const jobs = sample(before, 'job_queue_depth', 'queue="email-delivery"') ?? Number.NaN;
    expect(queued).toBeGreaterThanOrEqual(0);
    expect(jobs).toBeGreaterThanOrEqual(0);
    expect(sample(before, 'job_queue_failed', 'queue="email-delivery"')).toBe(0);
    expect(failed).toBeGreaterThanOrEqual(0);

    // A message sent waits out its undo delay in the outbox: queued, not due yet.
    const sent = await call(t, 'POST', '/api/apps/email/messages', {
      to: ['someone@example.com'],
      subject: 'Counted in the outbox',
      message: '<p>hi</p>',
      send: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.db.insert(mailOutbox).values({
      kind: 'email',
      fromAddress: 'admin@demo.com',
      to: ['nobody@example.com'],
      subject: 'Refused',
      text: 'x',
      html: '<p>x</p>',
      messageId: '<refused@example.com>',
      status: 'failed',
      error: '550 no such user',
    });
    const after = (await scrape()).body;
    expect(sample(after, 'mail_outbox_messages', 'state="queued"')).toBe(queued + 1);
    expect(sample(after, 'mail_outbox_messages', 'state="due"')).toBe(
      sample(before, 'mail_outbox_messages', 'state="due"'),
    );
    expect(sample(after, 'mail_failed_last_24h')).toBe(failed + 1);
    expect(sample(after, 'job_queue_depth', 'queue="email-delivery"')).toBe(jobs + 1);

    // Delivered (no SMTP_URL here: kept as not configured), it leaves the queue.
    await t.app.emailDelivery.runDue({ dueBy: new Date(Date.now() + 60_000) });
    const delivered = (await scrape()).body;
    expect(sample(delivered, 'mail_outbox_messages', 'state="queued"')).toBe(queued);
    expect(sample(delivered, 'job_queue_depth', 'queue="email-delivery"')).toBe(jobs);
  });

  it('counts open WebSockets, and the pool on PostgreSQL', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'websocket_connections')).toBe(0);
    if (testDatabaseKind === 'postgres') {
      expect(sample(text, 'db_pool_connections_max')).toBe(t.app.config.DATABASE_POOL_SIZE);
      expect(sample(text, 'db_pool_connections_open')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_requests_waiting')).toBe(0);
      expect(text).toMatch(/^db_pool_connections_idle \d/m);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });
});
