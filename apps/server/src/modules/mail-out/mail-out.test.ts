import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { refusedSmtpUrl, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { htmlToText, MAIL_OUT_QUEUE, MAIL_OUT_RETRIES, NOT_CONFIGURED_TEXT } from './mail-out.service.ts';

const outbox = async (t: TestApp, token = t.adminToken) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/mail-outbox', headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};

describe('mail-out through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ rejectRecipient: (a) => a.startsWith('nobody@') });
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <billing@shop.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a MIME message with HTML, text, an attachment and the threading headers', async () => {
    const result = await t.app.mailOut.send({
      kind: 'test',
      to: ['anna@example.com'],
      cc: ['bob@example.com'],
      subject: 'Invoice #5001 — ça marche',
      html: '<p>Hello <b>Anna</b></p><p>Your total is $10.</p>',
      attachments: [
        {
          filename: 'invoice-5001.pdf',
          content: Buffer.from('%PDF-1.7 test'),
          contentType: 'application/pdf',
        },
      ],
      inReplyTo: '<first@shop.test>',
      references: ['<first@shop.test>'],
    });
    expect(result.status).toBe('sent');
    await smtp.waitFor(1);
    const mail = smtp.messages[0];
    expect(mail?.subject).toBe('Invoice #5001 — ça marche');
    expect(mail?.from?.text).toBe('"Shop" <billing@shop.test>');
    expect(mail?.envelopeTo.sort()).toEqual(['anna@example.com', 'bob@example.com']);
    expect(mail?.html).toContain('<b>Anna</b>');
    expect(mail?.text).toContain('Your total is $10.');
    expect(mail?.messageId).toBe(result.messageId);
    expect(mail?.messageId).toMatch(/@shop\.test>$/);
    expect(mail?.inReplyTo).toBe('<first@shop.test>');
    expect(mail?.attachments[0]?.filename).toBe('invoice-5001.pdf');
    expect(mail?.attachments[0]?.content.toString()).toBe('%PDF-1.7 test');

    const { body } = await outbox(t);
    expect(body.smtpConfigured).toBe(true);
    expect(body.messages[0]).toMatchObject({
      kind: 'test',
      status: 'sent',
      attachmentNames: ['invoice-5001.pdf'],
      // No Reply-To was sent: answers go to From, and the outbox says so.
      replyTo: null,
    });
    expect(mail?.replyTo).toBeUndefined();
    expect(body.messages[0].smtpResponse).toMatch(/^250/);
  });

  it('keeps the refusal of the server on the outbox row', async () => {
    const result = await t.app.mailOut.send({
      kind: 'test',
      to: ['nobody@example.com'],
      subject: 'x',
      html: '<p>x</p>',
    });
    expect(result.status).toBe('failed');
    if (result.status === 'failed') expect(result.error).toMatch(/550/);
    const { body } = await outbox(t);
    expect(body.messages[0]).toMatchObject({ status: 'failed', subject: 'x' });
    expect(body.messages[0].error).toMatch(/550/);
  });

  it('is for admins only', async () => {
    expect((await outbox(t, t.clientToken)).status).toBe(403);
  });
});

describe('mail-out through the job queue', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const mail = (to: string, subject: string) => ({
    kind: 'test',
    to: [to],
    subject,
    html: `<p>${subject}</p>`,
  });
  const row = async (id: number) =>
    (await outbox(t)).body.messages.find((m: { id: number }) => m.id === id) as Record<string, unknown>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ rejectRecipient: (a) => a.startsWith('nobody@') });
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('shows a queued message in the outbox and sends it once, by the job', async () => {
    const queued = await t.app.mailOut.queue(mail('queued@example.com', 'Queued once'));
    expect(queued.status).toBe('queued');
    expect(await row(queued.outboxId)).toMatchObject({ status: 'queued', subject: 'Queued once' });
    expect(smtp.messages.some((m) => m.subject === 'Queued once')).toBe(false);

    expect(await t.app.jobs.drain(MAIL_OUT_QUEUE)).toBe(1);
    expect(await t.app.jobs.drain(MAIL_OUT_QUEUE)).toBe(0);
    const arrived = smtp.messages.filter((m) => m.subject === 'Queued once');
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.messageId).toBe(queued.messageId);
    expect(await row(queued.outboxId)).toMatchObject({ status: 'sent', error: null });
  });

  it('retries a refused message with backoff, then keeps it failed (the dead letter)', async () => {
    const queued = await t.app.mailOut.queue(mail('nobody@example.com', 'Refused'));
    expect(await t.app.jobs.drain(MAIL_OUT_QUEUE)).toBe(1);
    // Still queued, with the refusal, until the last attempt; the retry waits (backoff).
    expect(await row(queued.outboxId)).toMatchObject({ status: 'queued' });
    expect((await row(queued.outboxId)).error).toMatch(/550/);
    expect(await t.app.jobs.drain(MAIL_OUT_QUEUE)).toBe(0);
    let attempts = 1;
    while (attempts < MAIL_OUT_RETRIES + 1) {
      const ran = await t.app.jobs.drain(MAIL_OUT_QUEUE, { ignoreStartAfter: true });
      if (ran === 0) break;
      attempts += ran;
    }
    expect(attempts).toBe(MAIL_OUT_RETRIES + 1);
    expect(await row(queued.outboxId)).toMatchObject({ status: 'failed' });
    expect(await t.app.jobs.drain(MAIL_OUT_QUEUE, { ignoreStartAfter: true })).toBe(0);
  });

  it('queues nothing from a transaction that rolls back', async () => {
    const failing = t.app.db.transaction(async (tx) => {
      await t.app.mailOut.queue(mail('rolled@example.com', 'Rolled back'), tx);
      throw new Error('the order failed');
    });
    await expect(failing).rejects.toThrow('the order failed');
    expect(await t.app.jobs.drain(MAIL_OUT_QUEUE)).toBe(0);
    const { body } = await outbox(t);
    expect(body.messages.some((m: { subject: string }) => m.subject === 'Rolled back')).toBe(false);
  });

  it("is sent at once by a working process's own worker, without waiting for its poll", async () => {
    const working = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_MS: 600_000 });
    try {
      const before = smtp.messages.length;
      const started = Date.now();
      await working.app.mailOut.queue(mail('awake@example.com', 'Woken worker'));
      await smtp.waitFor(before + 1, 10_000);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(smtp.messages.at(-1)?.subject).toBe('Woken worker');
    } finally {
      await working.close();
    }
  });
});

describe('mail-out without a reachable or configured server', () => {
  it('records a refused connection as failed, nothing lost', async () => {
    const t = await createTestApp({ SMTP_URL: await refusedSmtpUrl(), SMTP_TIMEOUT_MS: 2000 });
    try {
      const result = await t.app.mailOut.send({
        kind: 'test',
        to: ['a@example.com'],
        subject: 'Refused',
        html: '<p>body</p>',
      });
      expect(result.status).toBe('failed');
      if (result.status === 'failed')
        expect(result.error).toMatch(/cannot reach the mail server|ECONNREFUSED/);
      const { body } = await outbox(t);
      expect(body.messages[0]).toMatchObject({ subject: 'Refused', status: 'failed', text: 'body' });
    } finally {
      await t.close();
    }
  });

  it('keeps the message in the outbox when no SMTP_URL is set', async () => {
    const t = await createTestApp();
    try {
      const result = await t.app.mailOut.send({
        kind: 'password-reset',
        to: ['a@example.com'],
        subject: 'Reset',
        html: '<p>Open <a href="https://x/reset?t=1">this link</a></p>',
      });
      expect(result).toMatchObject({ status: 'not_configured', error: NOT_CONFIGURED_TEXT });
      const { body } = await outbox(t);
      expect(body.smtpConfigured).toBe(false);
      expect(body.messages[0]).toMatchObject({
        kind: 'password-reset',
        status: 'not_configured',
        text: 'Open this link',
      });
    } finally {
      await t.close();
    }
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs and list items readable', () => {
    expect(htmlToText('<p>One &amp; two</p><ul><li>a</li><li>b</li></ul><script>x()</script>')).toBe(
      'One & two\n- a\n- b',
    );
  });
});
