import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { NOT_CONFIGURED_TEXT } from '../mail-out/mail-out.service.ts';

const url = '/api/apps/invoice';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function newInvoice(t: TestApp, status = 'Draft', dueInDays = 20): Promise<number> {
  const res = await call(t, 'POST', url, {
    clientId: 2,
    issuedDate: inDays(-1),
    dueDate: inDays(dueInDays),
    status,
    items: [{ item: 'Consulting', cost: 250, quantity: 4 }],
  });
  return res.json().invoice.id;
}

const mail = (to = ['billing@client.example']) => ({
  to,
  subject: 'Your invoice',
  message: 'Hello,\n\nplease find the invoice attached. <b>Thanks</b>',
});

describe('invoice sent by e-mail through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ rejectRecipient: (a) => a.startsWith('nobody@') });
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Yunkong <billing@yunkong.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the message with the PDF attached and moves the Draft to Sent', async () => {
    const id = await newInvoice(t);
    const res = await call(t, 'POST', `${url}/${id}/send`, { ...mail(), lang: 'en' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.delivery).toMatchObject({ status: 'sent', error: null });
    expect(answer.invoice.invoice.invoiceStatus).toBe('Sent');

    await smtp.waitFor(1);
    const message = smtp.messages.find((m) => m.messageId === answer.delivery.messageId);
    expect(message?.subject).toBe('Your invoice');
    expect(message?.envelopeTo).toEqual(['billing@client.example']);
    expect(message?.html).toContain('please find the invoice attached. &lt;b&gt;Thanks&lt;/b&gt;');
    expect(message?.text).toContain(`Invoice #${id}`);
    expect(message?.text).toContain('Total: $1,000.00\nBalance due: $1,000.00\nDate due: ');
    expect(message?.text).toMatch(
      /^Hello,\n\nplease find the invoice attached\. <b>Thanks<\/b>\n\nInvoice #/,
    );
    const attachment = message?.attachments[0];
    expect(attachment?.filename).toBe(`invoice-${id}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(attachment?.content ?? []));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`Invoice #${id}`);
    expect(text).toContain('$1,000.00');
  });

  it('comes from the company of the store settings: its name on From, its reply address, its name and address below', async () => {
    const settings = (await call(t, 'GET', '/api/apps/ecommerce/settings')).json();
    const saved = await call(t, 'PUT', '/api/apps/ecommerce/settings', {
      storeDetails: {
        ...settings.storeDetails,
        legalName: 'Hall & "Robbins", Ltd <HQ>',
        senderEmail: 'accounts@hall-robbins.example',
        address: '12 Rue <de> Rivoli',
        postalCode: '75001',
        city: 'Paris',
        country: 'France',
      },
    });
    expect(saved.statusCode).toBe(200);
    const id = await newInvoice(t);
    const res = await call(t, 'POST', `${url}/${id}/send`, mail());
    expect(res.json().delivery.status).toBe('sent');

    await smtp.waitFor(1);
    const message = smtp.messages.find((m) => m.messageId === res.json().delivery.messageId);
    expect(message?.from?.value).toEqual([
      { name: 'Hall & "Robbins", Ltd <HQ>', address: 'billing@yunkong.test' },
    ]);
    expect(message?.replyTo?.value).toEqual([{ name: '', address: 'accounts@hall-robbins.example' }]);
    // The outbox keeps the Reply-To that reached the mail server.
    const outbox = await call(t, 'GET', '/api/mail-outbox?kind=invoice');
    const row = outbox.json().messages.find((m: { messageId: string }) => m.messageId === message?.messageId);
    expect(row).toMatchObject({ from: message?.from?.text, replyTo: message?.replyTo?.text, status: 'sent' });
    expect(row.replyTo).toBe('accounts@hall-robbins.example');
    // The attached PDF is from the same company.
    const pdf = await getDocumentProxy(new Uint8Array(message?.attachments[0]?.content ?? []));
    const { text } = await extractText(pdf, { mergePages: true });
    // (The name, wider than its room, wraps before "<HQ>".)
    expect(text).toContain('Hall & "Robbins", Ltd\n<HQ>\n12 Rue <de> Rivoli\n75001 Paris\nFrance\n');
    expect(message?.text).toMatch(/\n\nHall & "Robbins", Ltd <HQ>\n12 Rue <de> Rivoli\n75001 Paris\nFrance$/);
    expect(message?.html).toContain(
      '<p>Hall &amp; &quot;Robbins&quot;, Ltd &lt;HQ&gt;<br>12 Rue &lt;de&gt; Rivoli<br>75001 Paris<br>France</p>',
    );
  });

  it('keeps a paid or part-paid invoice in its status when it is sent', async () => {
    const id = await newInvoice(t);
    await call(t, 'POST', `${url}/${id}/payments`, { date: inDays(0), amount: 100, method: 'Cash' });
    const res = await call(t, 'POST', `${url}/${id}/send`, mail());
    expect(res.json().delivery.status).toBe('sent');
    expect(res.json().invoice.invoice.invoiceStatus).toBe('Partial Payment');
  });

  it('moves nothing when the mail server refuses the recipient, and says why', async () => {
    const id = await newInvoice(t);
    const res = await call(t, 'POST', `${url}/${id}/send`, mail(['nobody@client.example']));
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery.status).toBe('failed');
    expect(res.json().delivery.error).toMatch(/550/);
    expect(res.json().invoice.invoice.invoiceStatus).toBe('Draft');
  });

  it('refuses bad input with the field and reason, and an unknown invoice with 404', async () => {
    const id = await newInvoice(t);
    const bad = await call(t, 'POST', `${url}/${id}/send`, { to: ['not-an-address'], subject: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['to.0', 'subject']));
    const none = await call(t, 'POST', `${url}/${id}/send`, { to: [], subject: 'x' });
    expect(none.statusCode).toBe(400);
    expect((await call(t, 'POST', `${url}/99999999/send`, mail())).statusCode).toBe(404);
    expect((await call(t, 'POST', `${url}/${id}/send`, mail(), t.clientToken)).statusCode).toBe(403);
  });
});

describe('invoice sent without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: undefined });
  });
  afterAll(() => t.close());

  it('answers not_configured with the reason and leaves the status', async () => {
    const id = await newInvoice(t);
    const res = await call(t, 'POST', `${url}/${id}/send`, mail());
    expect(res.json().delivery).toMatchObject({ status: 'not_configured', error: NOT_CONFIGURED_TEXT });
    expect(res.json().invoice.invoice.invoiceStatus).toBe('Draft');
  });
});
