import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, scalar, signedInUser } from '../../test/fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { visualRuns } from './invoice-pdf-text.ts';
import { pdfLanguageOf } from './invoice-pdf-words.ts';

const url = '/api/apps/invoice';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * pdf.js (through unpdf) reads each drawn run as an item: Latin text comes back as written, each
 * Arabic word in logical order (its letters right), the words of an Arabic line in visual order
 * (left to right). So an Arabic phrase is checked word by word.
 */
const holdsWords = (text: string, phrase: string) => phrase.split(' ').every((word) => text.includes(word));

async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    item: i % 3 === 0 ? 'تصميم الموقع' : `Website design ${i + 1}`,
    description:
      i % 4 === 0 ? 'Full redesign of the landing pages with responsive layouts and dark mode' : 'Upkeep',
    cost: 120.5,
    quantity: i + 1,
  }));

describe('invoice PDF', () => {
  let t: TestApp;
  let id: number;
  let arabicId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const created = await call(t, 'POST', url, {
      clientId: 1,
      issuedDate: inDays(0),
      dueDate: inDays(30),
      service: 'Web Design',
      items: items(30),
      discount: 100,
      taxRate: 8.5,
      note: 'It was a pleasure working with you. شكرًا لكم',
    });
    id = created.json().invoice.id;
    await t.app.db.execute(sql`
      insert into clients (name, company, address, country, contact, company_email, avatar)
      values ('شركة النور', 'النور للتجارة', 'شارع الملك فهد', 'Saudi Arabia', '+966 11 000 0000', 'info@alnoor.example', '')`);
    const clientId = await scalar(t, sql`select max(id)::int as n from clients`);
    const arabic = await call(t, 'POST', url, {
      clientId,
      issuedDate: inDays(0),
      dueDate: inDays(10),
      items: [{ item: 'استشارة', cost: 1500, quantity: 2 }],
    });
    arabicId = arabic.json().invoice.id;
  });
  afterAll(() => t.close());

  const download = (
    invoiceId: number,
    query = '',
    headers: Record<string, string> = {},
    token = t.adminToken,
  ) =>
    t.app.inject({
      method: 'GET',
      url: `${url}/${invoiceId}/pdf${query}`,
      headers: { ...bearer(token), ...headers },
    });

  it('downloads a real PDF named invoice-<id>.pdf that holds the number, the client and the total', async () => {
    const res = await download(id, '?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const detail = (await call(t, 'GET', `${url}/${id}`)).json().invoice;
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Invoice #${id}`);
    expect(text).toContain(detail.client.name);
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(detail.total);
    expect(text).toContain(`Total ${total}`);
    expect(text).toContain('Website design 30');
  });

  it('writes the Arabic PDF with the Arabic words, the number, the client and the total', async () => {
    const res = await download(arabicId, '?lang=ar');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(holdsWords(text, 'الفاتورة رقم')).toBe(true);
    expect(text).toContain(String(arabicId));
    expect(holdsWords(text, 'شركة النور')).toBe(true);
    expect(holdsWords(text, 'الإجمالي')).toBe(true);
    expect(text).toContain('3,000.00');
    expect(holdsWords(text, 'استشارة')).toBe(true);
  });

  it('lays Arabic out right to left: runs in visual order, each Arabic word in logical order for shaping', () => {
    expect(visualRuns('الفاتورة رقم 4987', 'rtl').map((r) => r.text)).toEqual([
      '4987',
      ' ',
      'رقم',
      ' ',
      'الفاتورة',
    ]);
    expect(visualRuns('الضريبة (8.5 %)', 'rtl').map((r) => r.text)).toEqual(['(% ', '8.5', ') ', 'الضريبة']);
    expect(visualRuns('Invoice #4987', 'ltr').map((r) => r.text)).toEqual(['Invoice #4987']);
  });

  it('marks a Draft Downloaded when a person downloads it, and moves no other status', async () => {
    const status = async (invoiceId: number) =>
      (await call(t, 'GET', `${url}/${invoiceId}`)).json().invoice.invoiceStatus;
    expect(await status(arabicId)).toBe('Downloaded');
    const sent = await call(t, 'POST', url, {
      clientId: 1,
      issuedDate: inDays(0),
      dueDate: inDays(5),
      status: 'Sent',
      items: [{ item: 'A', cost: 10, quantity: 1 }],
    });
    const sentId = sent.json().invoice.id;
    await download(sentId);
    expect(await status(sentId)).toBe('Sent');
  });

  it('lets a reader download without moving the status', async () => {
    const draft = await call(t, 'POST', url, {
      clientId: 1,
      issuedDate: inDays(0),
      dueDate: inDays(5),
      items: [{ item: 'A', cost: 10, quantity: 1 }],
    });
    const draftId = draft.json().invoice.id;
    const editor = await signedInUser(t, 'editor');
    const res = await download(draftId, '', {}, editor.token);
    expect(res.statusCode).toBe(200);
    expect((await call(t, 'GET', `${url}/${draftId}`)).json().invoice.invoiceStatus).toBe('Draft');
  });

  it('picks the language from lang, else the profile language, else Accept-Language', async () => {
    await t.app.db.execute(sql`update users set language = 'Portuguese' where email = 'admin@demo.com'`);
    const french = await pdfText(
      (await download(id, '', { 'accept-language': 'de-DE,fr;q=0.8,en;q=0.5' })).rawPayload,
    );
    expect(french).toContain(`Facture n° ${id}`);
    await t.app.db.execute(sql`update users set language = 'Arabic' where email = 'admin@demo.com'`);
    const arabic = await pdfText((await download(id, '', { 'accept-language': 'fr' })).rawPayload);
    expect(holdsWords(arabic, 'الفاتورة رقم')).toBe(true);
    await t.app.db.execute(sql`update users set language = 'English' where email = 'admin@demo.com'`);
    expect(pdfLanguageOf(undefined, 'Arabic', 'fr')).toBe('ar');
    expect(pdfLanguageOf('en', 'Arabic', 'fr')).toBe('en');
    expect(pdfLanguageOf(undefined, 'Spanish', 'es, ar;q=0.3')).toBe('ar');
    expect(pdfLanguageOf(undefined, undefined, undefined)).toBe('en');
  });

  it('prints no internal data on the PDF: no payment note, no Draft or Downloaded status', async () => {
    const draft = await call(t, 'POST', url, {
      clientId: 1,
      issuedDate: inDays(0),
      dueDate: inDays(5),
      items: [{ item: 'A', cost: 10, quantity: 1 }],
    });
    const draftId = draft.json().invoice.id;
    for (let i = 0; i < 2; i++) {
      // First as a Draft (the file shows the status after the download: Downloaded), then Downloaded.
      const text = await pdfText((await download(draftId, '?lang=en')).rawPayload);
      expect(text).toContain(`Invoice #${draftId}`);
      expect(text).not.toMatch(/Draft|Downloaded|Status/);
    }
    const paid = await call(t, 'POST', `${url}/${draftId}/payments`, {
      date: inDays(0),
      amount: 4,
      method: 'Cash',
      note: 'Chase the CFO again',
    });
    expect(paid.statusCode).toBe(201);
    const text = await pdfText((await download(draftId, '?lang=en')).rawPayload);
    expect(text).toContain('Partial payment');
    expect(text).toContain('$4.00');
    expect(text).not.toContain('Chase the CFO');
  });

  it('prints the company of the store settings, leaving out the lines that are not set', async () => {
    const before = await pdfText((await download(id, '?lang=en')).rawPayload);
    expect(before).toContain('Yunkong Shop');
    expect(before).not.toContain('Office 149');
    const settings = (await call(t, 'GET', '/api/apps/ecommerce/settings')).json();
    const saved = await call(t, 'PUT', '/api/apps/ecommerce/settings', {
      storeDetails: {
        ...settings.storeDetails,
        storeName: 'Hall Shop',
        legalName: 'Hall & Robbins Ltd',
        address: '12 Rue de Rivoli',
        apartment: '',
        postalCode: '75001',
        city: 'Paris',
        state: '',
        country: 'France',
      },
    });
    expect(saved.statusCode).toBe(200);

    const detail = (await call(t, 'GET', `${url}/${id}`)).json();
    expect(detail.company).toEqual({
      name: 'Hall & Robbins Ltd',
      address: ['12 Rue de Rivoli', '75001 Paris', 'France'],
    });
    const english = await pdfText((await download(id, '?lang=en')).rawPayload);
    // The mark holds the initial; each address line that is set is a line of its own.
    expect(english).toContain(
      `H Hall & Robbins Ltd\n12 Rue de Rivoli\n75001 Paris\nFrance\nInvoice #${id}\n`,
    );
    expect(english).toContain(`Hall & Robbins Ltd · Invoice #${id}`);
    expect(english).not.toMatch(/Yunkong|Hall Shop|Office 149|Brooklyn/);
    const arabic = await pdfText((await download(id, '?lang=ar')).rawPayload);
    expect(arabic).toContain('Hall & Robbins Ltd');
    expect(arabic).toContain('12 Rue de Rivoli');
    expect(arabic).not.toMatch(/Yunkong|بروكلين/);

    // Without a legal name the store name is printed; without an address, no address line at all.
    await call(t, 'PUT', '/api/apps/ecommerce/settings', {
      storeDetails: {
        ...settings.storeDetails,
        storeName: 'شركة النور للتجارة',
        legalName: '',
        address: '',
        postalCode: '',
        city: '',
        country: '',
      },
    });
    expect((await call(t, 'GET', `${url}/${id}`)).json().company).toEqual({
      name: 'شركة النور للتجارة',
      address: [],
    });
    const bare = await pdfText((await download(id, '?lang=ar')).rawPayload);
    expect(holdsWords(bare, 'شركة النور للتجارة')).toBe(true);
    expect(bare).not.toMatch(/Hall|Rivoli|France|United States/);

    const bad = await call(t, 'PUT', '/api/apps/ecommerce/settings', {
      storeDetails: { ...settings.storeDetails, storeName: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['storeDetails.storeName']);
    await call(t, 'PUT', '/api/apps/ecommerce/settings', { storeDetails: settings.storeDetails });
  });

  it('answers 404 for an unknown invoice, 400 for an unknown language, 401 without a session', async () => {
    expect((await download(99_999_999)).statusCode).toBe(404);
    const bad = await download(id, '?lang=de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('lang');
    expect((await t.app.inject({ method: 'GET', url: `${url}/${id}/pdf` })).statusCode).toBe(401);
    expect((await download(id, '', {}, t.clientToken)).statusCode).toBe(403);
  });

  it('renders a 30-item invoice in well under a second (warm)', async () => {
    const detail = (await call(t, 'GET', `${url}/${id}`)).json();
    await renderInvoicePdf(detail, 'ar');
    const times: number[] = [];
    for (const language of ['en', 'ar', 'en', 'ar', 'en', 'ar'] as const) {
      const start = performance.now();
      await renderInvoicePdf(detail, language);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(500);
  });
});
