import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { oneOf, stamp } from './ecommerce-columns.ts';
import { editVersion } from './edit-version.ts';

/** Invoices, their clients, line items and payments (docs/invoices.md). Money in integer cents. */

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    contact: text('contact').notNull(),
    companyEmail: text('company_email').notNull(),
    avatar: text('avatar').notNull().default(''),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('clients_name_idx').on(t.name, t.id),
    // q of the invoice list and of the client picker (lib/search.ts textSearch).
    index('clients_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('clients_company_email_trgm_idx').using('gin', t.companyEmail.op('gin_trgm_ops')),
  ],
);

const STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'];

export const invoices = pgTable(
  'invoices',
  {
    // An identity never hands a number out twice, deleted invoices included.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 4987 }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    issuedDate: date('issued_date').notNull(),
    dueDate: date('due_date').notNull(),
    service: text('service').notNull().default(''),
    status: text('status').notNull().default('Draft'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** Basis points: 850 is 8.5 %. The tax follows the discounted subtotal. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankCountry: text('bank_country').notNull().default(''),
    iban: text('iban').notNull().default(''),
    swiftCode: text('swift_code').notNull().default(''),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    version: editVersion(),
  },
  (t) => [
    // Every filter and sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('invoices_client_idx').on(t.clientId, t.id),
    index('invoices_status_idx').on(t.status, t.id),
    index('invoices_issued_date_idx').on(t.issuedDate, t.id),
    index('invoices_total_idx').on(t.totalCents, t.id),
    index('invoices_balance_idx').on(t.balanceCents, t.id),
    // A status with a date range or a money sort: Paid invoices sit at one end of the balances, and
    // the numbers grow with the dates, so walking the single-column indexes reads most of the table.
    index('invoices_status_issued_date_idx').on(t.status, t.issuedDate, t.id),
    index('invoices_status_balance_idx').on(t.status, t.balanceCents, t.id),
    index('invoices_status_total_idx').on(t.status, t.totalCents, t.id),
    // The Past Due sweep: unpaid invoices by due date.
    index('invoices_due_date_idx').on(t.dueDate).where(sql`${t.balanceCents} > 0`),
    // q as digits of the invoice number (lib/search.ts numberSearch).
    index('invoices_id_trgm_idx').using('gin', sql`(${t.id}::text) gin_trgm_ops`),
    check('invoices_status_check', sql`${t.status} in (${oneOf(STATUSES)})`),
    check('invoices_dates_check', sql`${t.dueDate} >= ${t.issuedDate}`),
    check('invoices_tax_rate_check', sql`${t.taxRateBp} between 0 and 10000`),
    check(
      'invoices_total_check',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.taxCents} and ${t.balanceCents} = ${t.totalCents} - ${t.paidCents} and ${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.discountCents} <= ${t.subtotalCents} and ${t.taxCents} >= 0 and ${t.paidCents} >= 0`,
    ),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    item: text('item').notNull(),
    description: text('description').notNull().default(''),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('invoice_items_invoice_idx').on(t.invoiceId, t.position),
    check('invoice_items_quantity_check', sql`${t.quantity} > 0`),
    check('invoice_items_cost_check', sql`${t.costCents} >= 0`),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidOn),
    check('invoice_payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'invoice_payments_method_check',
      sql`${t.method} in (${oneOf(['Cash', 'Bank Transfer', 'Debit Card', 'Credit Card', 'Paypal'])})`,
    ),
  ],
);
