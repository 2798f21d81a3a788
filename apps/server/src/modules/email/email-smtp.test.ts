import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  createTestAppWithSmtp,
  type SmtpTestApp,
  type TestApp,
} from '../../test/helper.ts';
import { refusedSmtpUrl } from '../../test/smtp-server.ts';
import { SAMPLE_FILES } from './email-samples.ts';

const PDF = SAMPLE_FILES.find((f) => f.type === 'application/pdf')?.bytes as Buffer;
const later = () => new Date(Date.now() + 60_000);

async function uploadPdf(t: TestApp): Promise<number> {
  const boundary = 'b0undary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/apps/email/attachments',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(t.adminToken) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const send = async (t: TestApp, body: object) => {
  const res = await call(t, 'POST', '/api/apps/email/messages', { send: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().email as { id: number };
};
const statusOf = async (t: TestApp, id: number) =>
  (await call(t, 'GET', `/api/apps/email/${id}`)).json().email as {
    deliveryStatus: string;
    deliveryError: string | null;
    subject: string;
    message: string;
    attachments: unknown[];
  };

describe('e-mail to outside addresses through a real SMTP server', () => {
  let t: SmtpTestApp;
  beforeAll(async () => {
    t = await createTestAppWithSmtp();
  });
  afterAll(() => t.close());

  it('sends a MIME message with HTML, text, the attachment and the threading headers', async () => {
    const fileId = await uploadPdf(t);
    const first = await send(t, {
      to: ['anna@example.com'],
      cc: ['bob@example.com'],
      subject: 'Quarterly report — à relire',
      message: '<p>Hello <strong>Anna</strong>,</p><p>the report is attached.</p><script>alert(1)</script>',
      attachmentIds: [fileId],
    });
    await t.app.emailDelivery.runDue({ dueBy: later() });
    await t.smtp.waitFor(1);
    const mail = t.smtp.messages[0];
    expect(mail.subject).toBe('Quarterly report — à relire');
    expect(mail.from?.text).toBe('"John Doe" <admin@demo.com>');
    expect(mail.envelopeTo.sort()).toEqual(['anna@example.com', 'bob@example.com']);
    expect(mail.html).toContain('<strong>Anna</strong>');
    expect(mail.html).not.toContain('script');
    expect(mail.text).toContain('the report is attached.');
    expect(mail.messageId).toMatch(/@demo\.com>$/);
    expect(mail.attachments[0]?.filename).toBe('report.pdf');
    expect(mail.attachments[0]?.content.equals(PDF)).toBe(true);
    expect((await statusOf(t, first.id)).deliveryStatus).toBe('delivered');

    const reply = await send(t, {
      to: ['anna@example.com'],
      subject: 'Re: Quarterly report',
      message: '<p>ping</p>',
      replyTo: first.id,
    });
    await t.app.emailDelivery.runDue({ dueBy: later() });
    await t.smtp.waitFor(2);
    expect(t.smtp.messages[1].inReplyTo).toBe(mail.messageId);
    expect(t.smtp.messages[1].references).toEqual(mail.messageId);
    expect((await statusOf(t, reply.id)).deliveryStatus).toBe('delivered');
  });

  it('sends app users their copy inside and only the outside addresses to the server', async () => {
    const count = t.smtp.messages.length;
    await send(t, { to: ['admin@demo.com', 'carol@example.com'], subject: 'Mixed', message: '<p>m</p>' });
    await t.app.emailDelivery.runDue({ dueBy: later() });
    await t.smtp.waitFor(count + 1);
    expect(t.smtp.messages[count].envelopeTo).toEqual(['carol@example.com']);
    const inbox = (await call(t, 'GET', '/api/apps/email?filter=inbox&q=Mixed')).json();
    expect(inbox.emails.map((m: { subject: string }) => m.subject)).toContain('Mixed');
  });
});

describe('e-mail when the SMTP server refuses the connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await refusedSmtpUrl(), SMTP_TIMEOUT_MS: 2000 });
  });
  afterAll(() => t.close());

  it('keeps the message in sent with the error, content and attachment intact', async () => {
    const fileId = await uploadPdf(t);
    const sent = await send(t, {
      to: ['dan@example.com'],
      subject: 'Will bounce',
      message: '<p>Kept</p>',
      attachmentIds: [fileId],
    });
    await t.app.emailDelivery.runDue({ dueBy: later() });
    const after = await statusOf(t, sent.id);
    expect(after.deliveryStatus).toBe('failed');
    expect(after.deliveryError).toMatch(/cannot reach the mail server|ECONNREFUSED/);
    expect(after).toMatchObject({ subject: 'Will bounce', message: '<p>Kept</p>' });
    expect(after.attachments).toHaveLength(1);
    const sentList = (await call(t, 'GET', '/api/apps/email?filter=sent')).json();
    expect(sentList.emails[0]).toMatchObject({ id: sent.id, deliveryStatus: 'failed' });
  });
});
