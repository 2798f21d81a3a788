import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { refusedSmtpUrl, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { htmlToText, NOT_CONFIGURED_TEXT } from './mail-out.service.ts';

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
