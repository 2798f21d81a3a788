import type { InvoiceDetailAnswer, InvoiceStatus } from '@app/contracts';
import PDFDocument from 'pdfkit';
import { drawLine, lineWidth, registerFonts, type TextStyle, visualRuns } from './invoice-pdf-text.ts';
import { type PdfLanguage, type PdfWords, pdfWords } from './invoice-pdf-words.ts';
import { wrapText } from './invoice-pdf-wrap.ts';

/**
 * The invoice as a PDF, drawn by pdfkit on the server (no browser): A4, the company block (the
 * detail's company, from the store settings: the drawing thread reads no database), the
 * client, dates and status, the items table (repeated header on every page), the sums, the payment
 * details, the payments received and the note; mirrored for Arabic. See docs/invoices.md.
 */

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const M = 48;
const W = PAGE_W - 2 * M;
const BOTTOM = PAGE_H - 64;
const INK = '#2f2b3d';
const MUTED = '#6d6b77';
const LINE = '#e6e6ea';
const BAND = '#f6f6f9';
const PRIMARY = '#7367f0';

type Align = 'start' | 'end' | 'center';

/** Draws on one document, in logical coordinates: x counts from the start edge (right in Arabic). */
class Page {
  y = M;
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly words: PdfWords,
  ) {}

  get rtl() {
    return this.words.dir === 'rtl';
  }

  /** The physical x of a box that starts `x` points from the start edge and is `width` wide. */
  px(x: number, width: number) {
    return this.rtl ? PAGE_W - M - x - width : M + x;
  }

  text(
    value: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle & { align?: Align; dir?: 'auto' | 'ltr' },
  ) {
    const align = style.align ?? 'start';
    const physical =
      align === 'center' ? 'center' : (align === 'start') !== this.rtl ? 'left' : ('right' as const);
    const direction = style.dir ?? this.words.dir;
    drawLine(this.doc, value, { x: this.px(x, width), y, width, align: physical }, style, direction);
  }

  /** Wrapped lines from the top `y`; returns the height used. */
  paragraph(value: string, x: number, y: number, width: number, style: TextStyle, leading = 1.45) {
    const lines = wrapText(this.doc, value, width, style);
    lines.forEach((line, i) => {
      this.text(line, x, y + i * style.size * leading, width, { ...style, dir: 'auto' });
    });
    return lines.length * style.size * leading;
  }

  rule(y: number, x = 0, width = W, color = LINE) {
    this.doc
      .moveTo(this.px(x, width), y)
      .lineTo(this.px(x, width) + width, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
  }

  fill(x: number, y: number, width: number, height: number, color: string, radius = 0) {
    this.doc.roundedRect(this.px(x, width), y, width, height, radius).fillColor(color).fill();
  }

  /** A new page when `height` more points would not fit above the footer. */
  ensure(height: number, onNewPage?: () => void): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = M;
    onNewPage?.();
  }
}

const formatCache = new Map<string, Format>();

/** Intl formatters cost milliseconds to build: one set per language and process. */
function formatters(words: PdfWords): Format {
  const cached = formatCache.get(words.locale);
  if (cached) return cached;
  const made = makeFormatters(words);
  formatCache.set(words.locale, made);
  return made;
}

function makeFormatters(words: PdfWords) {
  const money = new Intl.NumberFormat(words.locale, { style: 'currency', currency: 'USD' });
  const number = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(words.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (v: number) => money.format(v),
    number: (v: number) => number.format(v),
    day: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
  };
}

type Format = ReturnType<typeof makeFormatters>;

/** The PDF goes to the client: the office's own stages of an invoice are not printed on it. */
const INTERNAL_STATUSES = new Set<InvoiceStatus>(['Draft', 'Downloaded']);

/** The company's initial in the mark before its name (the store settings hold no logo). */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';

/** `text` on one line of `width`, cut with an ellipsis when longer. */
function oneLine(p: Page, text: string, width: number, style: TextStyle): string {
  const ellipsis = '…';
  if (wrapText(p.doc, text, width, style).length === 1) return text;
  const room = width - lineWidth(p.doc, visualRuns(ellipsis, 'ltr'), style);
  return `${wrapText(p.doc, text, room, style)[0]}${ellipsis}`;
}

/** The name beside the mark: large on one or two lines, smaller when it would take more. */
function nameLines(p: Page, name: string) {
  const large = { size: 18, weight: 'bold' } as const;
  const lines = wrapText(p.doc, name, 190, large);
  if (lines.length <= 2) return { lines, style: large, leading: 23 };
  const small = { size: 13, weight: 'bold' } as const;
  return { lines: wrapText(p.doc, name, 190, small), style: small, leading: 17 };
}

const ADDRESS_STYLE: TextStyle = { size: 9, color: MUTED };
const ADDRESS_LEADING = 13;

/**
 * The company of the store settings on a tinted band (its name, then each address line that is set),
 * the title, the dates and the status; the band grows with a long name or address.
 */
function header(p: Page, detail: InvoiceDetailAnswer, f: Format) {
  const { invoice, company } = detail;
  const w = p.words;
  const name = nameLines(p, company.name);
  const addresses = company.address.flatMap((line) => wrapText(p.doc, line, 230, ADDRESS_STYLE));
  const addressTop = M + Math.max(44, 4 + name.lines.length * name.leading + 14);
  const band = Math.max(168, addressTop + addresses.length * ADDRESS_LEADING + 24);
  p.doc.rect(0, 0, PAGE_W, band).fillColor(BAND).fill();
  p.fill(0, M, 30, 30, PRIMARY, 7);
  p.text(initialOf(company.name), 0, M + 6, 30, {
    size: 15,
    weight: 'bold',
    color: '#ffffff',
    align: 'center',
    dir: 'auto',
  });
  name.lines.forEach((line, i) => {
    p.text(line, 40, M + 4 + i * name.leading, 190, { ...name.style, dir: 'auto' });
  });
  addresses.forEach((line, i) => {
    p.text(line, 0, addressTop + i * ADDRESS_LEADING, 230, { ...ADDRESS_STYLE, dir: 'auto' });
  });

  const endX = W - 230;
  p.text(w.title(invoice.id), endX, M + 2, 230, { size: 18, weight: 'bold', align: 'end' });
  const rows: [string, string][] = [
    [w.issued, f.day(invoice.issuedDate)],
    [w.due, f.day(invoice.dueDate)],
  ];
  if (!INTERNAL_STATUSES.has(invoice.invoiceStatus)) rows.push([w.status, w.statuses[invoice.invoiceStatus]]);
  rows.forEach(([label, value], i) => {
    const y = M + 34 + i * 16;
    p.text(label, endX, y, 130, { size: 9.5, color: MUTED, align: 'end' });
    p.text(value, endX + 134, y, 96, { size: 9.5, weight: 'bold', align: 'end' });
  });
  p.y = band + 26;
}

function parties(p: Page, detail: InvoiceDetailAnswer, f: Format) {
  const { invoice, paymentDetails } = detail;
  const w = p.words;
  const top = p.y;
  p.text(w.invoiceTo, 0, top, 240, { size: 10, weight: 'bold', color: PRIMARY });
  let y = top + 18;
  p.text(invoice.client.name, 0, y, 240, { size: 11, weight: 'bold', dir: 'auto' });
  y += 16;
  for (const line of [
    invoice.client.company,
    invoice.client.address,
    invoice.client.country,
    invoice.client.contact,
    invoice.client.companyEmail,
  ].filter(Boolean)) {
    y += p.paragraph(line, 0, y, 240, { size: 9.5, color: MUTED }, 1.5);
  }

  const x = W - 230;
  p.text(w.billTo, x, top, 230, { size: 10, weight: 'bold', color: PRIMARY });
  const rows: [string, string, 'auto' | 'ltr'][] = [
    [w.totalDue, f.money(paymentDetails.totalDue), 'ltr'],
    [w.bankName, paymentDetails.bankName, 'auto'],
    [w.country, paymentDetails.country, 'auto'],
    [w.iban, paymentDetails.iban, 'ltr'],
    [w.swiftCode, paymentDetails.swiftCode, 'ltr'],
  ];
  rows.forEach(([label, value, dir], i) => {
    const rowY = top + 18 + i * 15;
    p.text(label, x, rowY, 80, { size: 9.5, color: MUTED });
    p.text(value || '—', x + 84, rowY, 146, { size: 9.5, weight: i === 0 ? 'bold' : 'regular', dir });
  });
  p.y = Math.max(y, top + 18 + rows.length * 15) + 22;
}

type Column = { key: 'n' | 'item' | 'description' | 'cost' | 'qty' | 'price'; width: number; end: boolean };
const COLUMNS: Column[] = [
  { key: 'n', width: 24, end: false },
  { key: 'item', width: 118, end: false },
  { key: 'description', width: W - 24 - 118 - 72 - 44 - 80, end: false },
  { key: 'cost', width: 72, end: true },
  { key: 'qty', width: 44, end: true },
  { key: 'price', width: 80, end: true },
];
const PAD = 8;

function itemsTable(p: Page, detail: InvoiceDetailAnswer, f: Format) {
  const w = p.words;
  const labels = {
    n: '#',
    item: w.item,
    description: w.description,
    cost: w.cost,
    qty: w.qty,
    price: w.price,
  };
  const head = () => {
    p.fill(0, p.y, W, 24, BAND, 4);
    let x = 0;
    for (const c of COLUMNS) {
      p.text(labels[c.key], x + PAD / 2, p.y + 7, c.width - PAD, {
        size: 8.5,
        weight: 'bold',
        color: MUTED,
        align: c.end ? 'end' : 'start',
      });
      x += c.width;
    }
    p.y += 24;
  };
  p.ensure(60);
  head();
  const style = { size: 9.5 };
  detail.invoice.items.forEach((item, index) => {
    const cells = {
      n: String(index + 1),
      item: item.item,
      description: item.description,
      cost: f.money(item.cost),
      qty: f.number(item.quantity),
      price: f.money(item.price),
    };
    const wrapped = COLUMNS.map((c) =>
      c.end ? [cells[c.key]] : wrapText(p.doc, cells[c.key], c.width - PAD, style),
    );
    const height = Math.max(...wrapped.map((l) => l.length)) * 14 + 12;
    p.ensure(height, head);
    let x = 0;
    COLUMNS.forEach((c, i) => {
      wrapped[i].forEach((line, j) => {
        p.text(line, x + PAD / 2, p.y + 7 + j * 14, c.width - PAD, {
          ...style,
          weight: c.key === 'item' ? 'bold' : 'regular',
          color: c.key === 'description' || c.key === 'n' ? MUTED : INK,
          align: c.end ? 'end' : 'start',
          dir: c.end ? 'ltr' : 'auto',
        });
      });
      x += c.width;
    });
    p.y += height;
    p.rule(p.y);
  });
  p.y += 18;
}

function sums(p: Page, detail: InvoiceDetailAnswer, f: Format) {
  const { invoice } = detail;
  const w = p.words;
  const rows: [string, number][] = [
    [w.subtotal, invoice.subtotal],
    [w.discount, -invoice.discount || 0],
    [w.tax(f.number(invoice.taxRate)), invoice.tax],
    [w.total, invoice.total],
    [w.paid, -invoice.paid || 0],
  ];
  const height = rows.length * 18 + 40;
  p.ensure(height);
  const top = p.y;
  const x = W - 230;
  rows.forEach(([label, value], i) => {
    const bold = i === 3;
    p.text(label, x, top + i * 18, 130, {
      size: 10,
      color: bold ? INK : MUTED,
      weight: bold ? 'bold' : 'regular',
    });
    p.text(f.money(value), x + 130, top + i * 18, 100, {
      size: 10,
      dir: 'ltr',
      weight: bold ? 'bold' : 'regular',
      align: 'end',
    });
  });
  const balanceY = top + rows.length * 18 + 4;
  p.fill(x - 8, balanceY, 238, 26, PRIMARY, 5);
  p.text(w.balance, x, balanceY + 7, 130, { size: 10.5, weight: 'bold', color: '#ffffff' });
  p.text(f.money(invoice.balance), x + 130, balanceY + 7, 92, {
    size: 10.5,
    dir: 'ltr',
    weight: 'bold',
    color: '#ffffff',
    align: 'end',
  });

  let y = top;
  if (invoice.service) {
    p.text(`${w.service}: ${invoice.service}`, 0, y, 250, { size: 10, weight: 'bold' });
    y += 18;
  }
  p.text(w.thanks, 0, y, 250, { size: 10, color: MUTED });
  p.y = balanceY + 26 + 24;
}

function payments(p: Page, detail: InvoiceDetailAnswer, f: Format) {
  const list = detail.invoice.payments;
  if (list.length === 0) return;
  const w = p.words;
  p.ensure(40);
  p.text(w.payments, 0, p.y, W, { size: 10, weight: 'bold', color: PRIMARY });
  p.y += 18;
  for (const payment of list) {
    p.ensure(16);
    p.text(f.day(payment.date), 0, p.y, 110, { size: 9.5 });
    // A payment's note is the office's own ("Internal note" in the form): never on the client's PDF.
    p.text(w.methods[payment.method], 110, p.y, 120, { size: 9.5, color: MUTED });
    p.text(f.money(payment.amount), W - 100, p.y, 100, { size: 9.5, align: 'end', dir: 'ltr' });
    p.y += 16;
  }
  p.y += 14;
}

function note(p: Page, detail: InvoiceDetailAnswer) {
  const text = detail.invoice.note.trim();
  if (!text) return;
  const style = { size: 9.5, color: MUTED };
  const lines = wrapText(p.doc, text, W - 24, style);
  const height = lines.length * 14 + 36;
  p.ensure(Math.min(height, 200));
  p.rule(p.y);
  p.y += 12;
  p.text(p.words.note, 0, p.y, W, { size: 10, weight: 'bold' });
  p.y += 18;
  for (const line of lines) {
    p.ensure(14);
    p.text(line, 0, p.y, W, { ...style, dir: 'auto' });
    p.y += 14;
  }
}

function footers(p: Page, detail: InvoiceDetailAnswer) {
  const style = { size: 8, color: MUTED };
  const title = ` · ${p.words.title(detail.invoice.id)}`;
  const titleWidth = lineWidth(p.doc, visualRuns(title, p.words.dir), style);
  const name = oneLine(p, detail.company.name, W / 2 - titleWidth, style);
  const nameWidth = lineWidth(p.doc, visualRuns(name, 'auto'), style);
  const range = p.doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    p.doc.switchToPage(range.start + i);
    const y = PAGE_H - 40;
    p.rule(y - 8);
    // Apart, so that the name keeps its own direction: a cut Latin name's "…" stays after it on an
    // Arabic page.
    p.text(name, 0, y, nameWidth, { ...style, dir: 'auto' });
    p.text(title, nameWidth, y, W / 2 - nameWidth, style);
    p.text(p.words.page(i + 1, range.count), W / 2, y, W / 2, { size: 8, color: MUTED, align: 'end' });
  }
}

/** The invoice's PDF in `language`, as bytes. */
export function renderInvoicePdf(detail: InvoiceDetailAnswer, language: PdfLanguage): Promise<Buffer> {
  const words = pdfWords[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: words.locale,
    displayTitle: true,
    info: {
      Title: words.title(detail.invoice.id),
      Author: detail.company.name,
      Subject: detail.invoice.client.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  const page = new Page(doc, words);
  const f = formatters(words);
  header(page, detail, f);
  parties(page, detail, f);
  itemsTable(page, detail, f);
  sums(page, detail, f);
  payments(page, detail, f);
  note(page, detail);
  footers(page, detail);
  doc.end();
  return done;
}
