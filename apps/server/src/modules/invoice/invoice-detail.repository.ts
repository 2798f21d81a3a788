import {
  type InvoiceData,
  type InvoiceDetailAnswer,
  type InvoiceStatus,
  invoiceLockedStatuses,
  type PaymentMethod,
} from '@app/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { clients, invoiceItems, invoicePayments, invoices } from '../../db/schema/index.ts';
import { invoiceColumns, toInvoice } from './invoice.repository.ts';

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (value: number | string) => Number(value) / 100;

const LOCK_REASONS: Record<string, string> = {
  Sent: 'The invoice was sent: its client, items, discount and tax can no longer change.',
  Paid: 'The invoice is paid: its client, items, discount and tax can no longer change.',
  'Partial Payment': 'The invoice has payments: its client, items, discount and tax can no longer change.',
  'Past Due': 'The invoice was sent: its client, items, discount and tax can no longer change.',
};

export function lockedReason(status: InvoiceStatus): string | null {
  return (invoiceLockedStatuses as readonly string[]).includes(status)
    ? (LOCK_REASONS[status] ?? null)
    : null;
}

/** The invoice's own rows: everything of its answer but the company (invoice-company.ts). */
export async function findInvoiceDetail(
  db: Queryable,
  id: number,
): Promise<Omit<InvoiceDetailAnswer, 'company'> | null> {
  const [row] = await db
    .select({
      ...invoiceColumns,
      subtotalCents: invoices.subtotalCents,
      discountCents: invoices.discountCents,
      taxRateBp: invoices.taxRateBp,
      taxCents: invoices.taxCents,
      paidCents: invoices.paidCents,
      note: invoices.note,
      bankName: invoices.bankName,
      bankCountry: invoices.bankCountry,
      iban: invoices.iban,
      swiftCode: invoices.swiftCode,
      version: invoices.version,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(invoices.id, id));
  if (!row) return null;
  const [items, payments] = await Promise.all([
    db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id)).orderBy(asc(invoiceItems.position)),
    db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id)),
  ]);
  const base = toInvoice(row);
  return {
    invoice: {
      ...base,
      items: items.map((i) => ({
        id: i.id,
        item: i.item,
        description: i.description,
        cost: dollars(i.costCents),
        quantity: i.quantity,
        price: dollars(i.costCents * i.quantity),
      })),
      subtotal: dollars(row.subtotalCents),
      discount: dollars(row.discountCents),
      taxRate: row.taxRateBp / 100,
      tax: dollars(row.taxCents),
      paid: dollars(row.paidCents),
      note: row.note,
      version: row.version,
      payments: payments.map((p) => ({
        id: p.id,
        date: p.paidOn,
        amount: dollars(p.amountCents),
        method: p.method as PaymentMethod,
        note: p.note,
      })),
      lockedReason: lockedReason(base.invoiceStatus),
    },
    paymentDetails: {
      totalDue: base.balance,
      bankName: row.bankName,
      country: row.bankCountry,
      iban: row.iban,
      swiftCode: row.swiftCode,
    },
  };
}

/** The invoice's status and client, its row locked until the transaction ends; null when there is none. */
export async function lockInvoice(
  db: Queryable,
  id: number,
): Promise<{ status: InvoiceStatus; clientId: number } | null> {
  const [row] = await db
    .select({ status: sql<InvoiceStatus>`${invoices.status}`, clientId: invoices.clientId })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('update');
  return row ?? null;
}

/** What a new payment is checked against: the issued date and the payments so far, in cents. */
export async function paymentBounds(
  db: Queryable,
  id: number,
): Promise<{ issuedDate: string; paidCents: number }> {
  const [row] = await db
    .select({
      issuedDate: invoices.issuedDate,
      paidCents: sql<string>`(select coalesce(sum(p.amount_cents), 0) from invoice_payments p where p.invoice_id = ${id})`,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  return { issuedDate: String(row.issuedDate), paidCents: Number(row.paidCents) };
}

const headerValues = (data: InvoiceData) => ({
  clientId: data.clientId,
  issuedDate: data.issuedDate,
  dueDate: data.dueDate,
  service: data.service,
  discountCents: cents(data.discount),
  taxRateBp: Math.round(data.taxRate * 100),
  note: data.note,
  bankName: data.paymentDetails.bankName,
  bankCountry: data.paymentDetails.country,
  iban: data.paymentDetails.iban,
  swiftCode: data.paymentDetails.swiftCode,
});

export async function insertInvoice(db: Queryable, data: InvoiceData): Promise<number> {
  const [row] = await db
    .insert(invoices)
    .values({ ...headerValues(data), discountCents: 0, status: data.status })
    .returning({ id: invoices.id });
  return row.id;
}

/** Header fields but the discount (see refreshInvoiceTotals); `locked` keeps client and tax as they are. */
export async function updateInvoiceHeader(
  db: Queryable,
  id: number,
  data: InvoiceData,
  locked: boolean,
): Promise<void> {
  const { clientId, discountCents: _discount, taxRateBp, ...open } = headerValues(data);
  const values = locked ? open : { ...open, clientId, taxRateBp, status: data.status };
  await db
    .update(invoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(invoices.id, id));
}

export async function replaceItems(db: Queryable, id: number, items: InvoiceData['items']): Promise<void> {
  await db.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
  await db.insert(invoiceItems).values(
    items.map((item, position) => ({
      invoiceId: id,
      position,
      item: item.item,
      description: item.description,
      costCents: cents(item.cost),
      quantity: item.quantity,
    })),
  );
}

export async function insertPayment(
  db: Queryable,
  invoiceId: number,
  payment: { date: string; amount: number; method: PaymentMethod; note: string },
): Promise<void> {
  await db.insert(invoicePayments).values({
    invoiceId,
    paidOn: payment.date,
    amountCents: cents(payment.amount),
    method: payment.method,
    note: payment.note,
  });
}

/**
 * Moves the invoice to `to` when its status is one of `from` (a download moves a Draft to
 * Downloaded; a delivered e-mail moves Draft and Downloaded to Sent). True when it moved.
 */
export async function moveStatus(
  db: Queryable,
  id: number,
  from: readonly InvoiceStatus[],
  to: InvoiceStatus,
): Promise<boolean> {
  const moved = await db
    .update(invoices)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), inArray(invoices.status, [...from])))
    .returning({ id: invoices.id });
  return moved.length > 0;
}
