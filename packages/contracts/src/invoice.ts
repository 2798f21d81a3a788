import { z } from 'zod';
import { editVersion, orderBy, pagingQuery, rowId, searchText } from './common.ts';
import { moneyInput, optionalEnum } from './ecommerce-common.ts';
import { mailOutStatuses } from './mail-out.ts';

/** Invoices (spec 001 §3, §4, §7; issue 8; docs/invoices.md). Money in dollars, dates 'YYYY-MM-DD'. */

export const invoiceStatuses = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** Statuses a person may set by hand; Paid, Partial Payment and Past Due follow from payments and dates. */
export const invoiceManualStatuses = ['Draft', 'Sent', 'Downloaded'] as const;
/** Once an invoice is in one of these, its client, items, discount and tax are locked. */
export const invoiceLockedStatuses = ['Sent', 'Paid', 'Partial Payment', 'Past Due'] as const;
export const invoiceSortKeys = ['client', 'total', 'id', 'date', 'balance'] as const;
export const paymentMethods = ['Cash', 'Bank Transfer', 'Debit Card', 'Credit Card', 'Paypal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const FIRST_INVOICE_ID = 4987;
export const INVOICE_NOT_FOUND_TEXT = 'No invoice found with this id';
export const INVOICE_DELETE_FAILED_TEXT = 'Something went wrong';
export const MAX_INVOICE_ITEMS = 100;
/** The largest cost of one item, discount and payment, in dollars (moneyInput's cap). */
export const MAX_INVOICE_AMOUNT = 1_000_000;
export const MAX_ITEM_QUANTITY = 100_000;
export const MAX_TAX_RATE = 100;
/**
 * The largest total an invoice can reach, in dollars: every item at the largest cost and quantity,
 * taxed at the largest rate. In cents (2 × 10^15) it fits the bigint columns, their products with the
 * tax rate in basis points (computed as numeric), and a JavaScript number's exact integers; the sum of
 * an invoice's payments is held to it too (the service refuses a payment past it).
 */
export const MAX_INVOICE_TOTAL =
  MAX_INVOICE_ITEMS * MAX_INVOICE_AMOUNT * MAX_ITEM_QUANTITY * (1 + MAX_TAX_RATE / 100);

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const isoDate = z
  .string('must be a date')
  .regex(isoDatePattern, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'is not a real date');

/** An optional date filter in a query string; empty means no filter. */
const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate.optional());

/**
 * GET /api/apps/invoice. selectedDateRange comes in the bracket form the spec's client sends
 * (`selectedDateRange[start]=…`, gathered by the server's query parser) or as plain start and end.
 */
export const invoiceListQuery = z
  .object({
    q: searchText,
    status: optionalEnum(invoiceStatuses),
    start: optionalDate,
    end: optionalDate,
    'selectedDateRange[start]': optionalDate,
    'selectedDateRange[end]': optionalDate,
    sortBy: z.enum(invoiceSortKeys).optional(),
    orderBy,
    ...pagingQuery,
  })
  .refine(
    (q) => {
      const { start, end } = invoiceDateRange(q);
      return !start || !end || start <= end;
    },
    { path: ['end'], message: 'must not be before start' },
  );
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** The issued-date range of a list query, whichever form it came in (plain wins). */
export function invoiceDateRange(q: {
  start?: string;
  end?: string;
  'selectedDateRange[start]'?: string;
  'selectedDateRange[end]'?: string;
}): { start?: string; end?: string } {
  return { start: q.start ?? q['selectedDateRange[start]'], end: q.end ?? q['selectedDateRange[end]'] };
}

export const invoiceClient = z.object({
  id: z.number(),
  name: z.string(),
  company: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
  companyEmail: z.string(),
});
export type InvoiceClient = z.infer<typeof invoiceClient>;

/** The spec's invoice (§3): one row of the list. total and balance in dollars. */
export const invoice = z.object({
  id: z.number(),
  issuedDate: z.string(),
  dueDate: z.string(),
  client: invoiceClient.omit({ id: true }),
  clientId: z.number(),
  service: z.string(),
  total: z.number(),
  avatar: z.string(),
  invoiceStatus: z.enum(invoiceStatuses),
  /** total minus payments: zero when paid, negative when overpaid. */
  balance: z.number(),
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceListAnswer = z.object({
  invoices: z.array(invoice),
  totalInvoices: z.number(),
  totalIsEstimate: z.literal(true).optional(),
});
export type InvoiceListAnswer = z.infer<typeof invoiceListAnswer>;

export const invoiceItem = z.object({
  id: z.number(),
  item: z.string(),
  description: z.string(),
  cost: z.number(),
  quantity: z.number(),
  /** cost × quantity. */
  price: z.number(),
});

export const invoicePayment = z.object({
  id: z.number(),
  date: z.string(),
  amount: z.number(),
  method: z.enum(paymentMethods),
  note: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

export const paymentDetails = z.object({
  /** What is still owed (the balance), in dollars. */
  totalDue: z.number(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});

/**
 * The company the invoice is from, as Settings → Store details has it now: its legal name (else the
 * store name) and the address lines that are set (address, apartment, postal code city state,
 * country). The preview and the PDF print it as their company block.
 */
export const invoiceCompany = z.object({
  name: z.string(),
  address: z.array(z.string()),
});
export type InvoiceCompany = z.infer<typeof invoiceCompany>;

/**
 * GET /api/apps/invoice/{id}: the spec's pair, the invoice carrying its items, sums and payments,
 * and the company it is from.
 */
export const invoiceDetailAnswer = z.object({
  invoice: invoice.extend({
    items: z.array(invoiceItem),
    subtotal: z.number(),
    discount: z.number(),
    /** Percent, e.g. 8.5. */
    taxRate: z.number(),
    tax: z.number(),
    paid: z.number(),
    note: z.string(),
    payments: z.array(invoicePayment),
    /** Why client, items, discount and tax cannot change; null while they can. */
    lockedReason: z.string().nullable(),
    /** Moves on every write, payments and status sweeps included (docs/edit-conflicts.md). */
    version: z.number(),
  }),
  paymentDetails,
  company: invoiceCompany,
});
export type InvoiceDetailAnswer = z.infer<typeof invoiceDetailAnswer>;
export type InvoiceDetail = InvoiceDetailAnswer['invoice'];

/** The total the server will compute, in dollars: the items, less the discount, plus the tax on that. */
export function invoiceTotal(b: {
  items: { cost: number; quantity: number }[];
  discount: number;
  taxRate: number;
}): number {
  const subtotal = b.items.reduce((sum, item) => sum + item.cost * item.quantity, 0);
  return (subtotal - b.discount) * (1 + b.taxRate / 100);
}

const text = (max: number) => z.string('must be text').trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'is required');

export const invoiceItemInput = z.object({
  item: required(120),
  description: text(500).default(''),
  cost: moneyInput,
  quantity: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_ITEM_QUANTITY, `must be at most ${MAX_ITEM_QUANTITY}`),
});
export type InvoiceItemInput = z.input<typeof invoiceItemInput>;

/** POST /api/apps/invoice and PUT /api/apps/invoice/{id}. Totals are computed by the server. */
export const invoiceBody = z
  .object({
    clientId: rowId,
    issuedDate: isoDate,
    dueDate: isoDate,
    service: text(120).default(''),
    status: z
      .enum(invoiceManualStatuses, `must be one of ${invoiceManualStatuses.join(', ')}`)
      .default('Draft'),
    items: z
      .array(invoiceItemInput, 'must be a list of items')
      .min(1, 'must hold at least one item')
      .max(MAX_INVOICE_ITEMS, `must hold at most ${MAX_INVOICE_ITEMS} items`),
    discount: moneyInput.default(0),
    taxRate: z
      .number('must be a number')
      .min(0, 'must not be negative')
      .max(MAX_TAX_RATE, `must be at most ${MAX_TAX_RATE}`)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most two decimals')
      .default(0),
    note: text(2000).default(''),
    paymentDetails: z
      .object({
        bankName: text(120).default(''),
        country: text(80).default(''),
        iban: text(40).default(''),
        swiftCode: text(20).default(''),
      })
      .default({ bankName: '', country: '', iban: '', swiftCode: '' }),
  })
  .refine((b) => b.dueDate >= b.issuedDate, {
    path: ['dueDate'],
    message: 'must not be before the issued date',
  })
  .refine((b) => invoiceTotal(b) <= MAX_INVOICE_TOTAL, {
    path: ['items'],
    message: `must not bring the total past ${MAX_INVOICE_TOTAL}`,
  });
export type InvoiceBody = z.input<typeof invoiceBody>;
export type InvoiceData = z.output<typeof invoiceBody>;

/** PUT /api/apps/invoice/{id}: the invoice with the version the form loaded. */
export const invoiceUpdateBody = invoiceBody.safeExtend({ version: editVersion });
export type InvoiceUpdateBody = z.input<typeof invoiceUpdateBody>;

/** POST /api/apps/invoice/{id}/payments. */
export const invoicePaymentBody = z.object({
  date: isoDate,
  amount: moneyInput.refine((v) => v > 0, 'must be more than 0'),
  method: z.enum(paymentMethods, `must be one of ${paymentMethods.join(', ')}`),
  note: text(500).default(''),
});
export type InvoicePaymentBody = z.input<typeof invoicePaymentBody>;

export const invoiceClientsQuery = z.object({ q: searchText });
export const invoiceClientsAnswer = z.array(invoiceClient);

/** GET /api/apps/invoice/stats: per status, how many invoices and the sums of their totals and balances. */
export const invoiceStatsAnswer = z.object({
  count: z.number(),
  total: z.number(),
  balance: z.number(),
  byStatus: z.array(
    z.object({ status: z.enum(invoiceStatuses), count: z.number(), total: z.number(), balance: z.number() }),
  ),
});
export type InvoiceStatsAnswer = z.infer<typeof invoiceStatsAnswer>;

export const invoiceDeleteError = z.object({ error: z.string() });

/** The languages an invoice PDF is written in. */
export const invoicePdfLanguages = ['en', 'fr', 'ar'] as const;
export type InvoicePdfLanguage = (typeof invoicePdfLanguages)[number];

/** GET /api/apps/invoice/{id}/pdf: `lang` wins over the profile language and Accept-Language. */
export const invoicePdfQuery = z.object({ lang: optionalEnum(invoicePdfLanguages) });

/** POST /api/apps/invoice/{id}/send: the invoice's PDF goes to `to` with this subject and message. */
export const invoiceSendBody = z.object({
  to: z
    .array(
      z.string().trim().max(254, 'is too long').email('must be an e-mail address'),
      'must be a list of addresses',
    )
    .min(1, 'needs at least one address')
    .max(10, 'must hold at most 10 addresses'),
  subject: required(200),
  message: text(5000).default(''),
  lang: optionalEnum(invoicePdfLanguages),
});
export type InvoiceSendBody = z.input<typeof invoiceSendBody>;

/** What became of the message (mail-out's status) and the invoice after it. */
export const invoiceSendAnswer = z.object({
  delivery: z.object({
    status: z.enum(mailOutStatuses),
    /** Why it did not leave: the SMTP error, or that no mail server is configured. */
    error: z.string().nullable(),
    messageId: z.string(),
  }),
  invoice: invoiceDetailAnswer,
});
export type InvoiceSendAnswer = z.infer<typeof invoiceSendAnswer>;
