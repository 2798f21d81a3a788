import {
  INVOICE_DELETE_FAILED_TEXT,
  INVOICE_NOT_FOUND_TEXT,
  type InvoiceData,
  type InvoiceDetailAnswer,
  type InvoiceListAnswer,
  type InvoiceListQuery,
  type InvoiceStatus,
  type invoicePaymentBody,
  type invoiceUpdateBody,
  MAX_INVOICE_TOTAL,
} from '@app/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppAbility } from '../../auth/ability.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { invoiceItems, invoices } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import {
  clientExists,
  deleteInvoice,
  findClients,
  invoiceCall,
  invoiceList,
  invoiceStats,
} from './invoice.repository.ts';
import { invoiceIssuer } from './invoice-company.ts';
import {
  findInvoiceDetail,
  insertInvoice,
  insertPayment,
  lockedReason,
  paymentBounds,
  replaceItems,
  updateInvoiceHeader,
} from './invoice-detail.repository.ts';
import {
  assertReadsInvoice,
  assertStillReached,
  lockReachedInvoice,
  type RowReach,
  reachableInvoices,
} from './invoice-rules.service.ts';
import { markPastDue, refreshInvoiceTotals } from './invoice-totals.repository.ts';

type PaymentData = z.output<typeof invoicePaymentBody>;
type InvoiceUpdateData = z.output<typeof invoiceUpdateBody>;

/** The Past Due sweep runs at most this often per process, before a list or the stats are read. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

async function sweepPastDue(db: Queryable): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await markPastDue(db);
}

/** Brings every invoice's totals, balance and status up to date (after a bulk load). */
export function refreshAllInvoices(db: Queryable, discount?: SQL): Promise<void> {
  return refreshInvoiceTotals(db, null, discount);
}

export async function listInvoicesPage(
  db: Db,
  query: InvoiceListQuery & RowReach,
): Promise<InvoiceListAnswer> {
  await sweepPastDue(db);
  const { rows, total, totalIsEstimate } = await invoiceList.page(db, invoiceCall(query));
  return { invoices: rows, totalInvoices: total, ...(totalIsEstimate ? { totalIsEstimate } : {}) };
}

export async function loadInvoiceStats(db: Db) {
  await sweepPastDue(db);
  return invoiceStats(db);
}

/**
 * One invoice with the company it is from (the store settings as they are now); with `reader`, an
 * invoice outside the reader's rules answers 404 like an unknown one.
 */
export async function getInvoice(
  db: Queryable,
  id: number,
  reader?: AppAbility,
): Promise<InvoiceDetailAnswer> {
  const found = await findInvoiceDetail(db, id);
  if (!found) throw notFound(INVOICE_NOT_FOUND_TEXT);
  if (reader) {
    const { invoiceStatus: status, clientId } = found.invoice;
    assertReadsInvoice(reader, { status, clientId });
  }
  return { ...found, company: (await invoiceIssuer(db)).company };
}

/**
 * Spec 001 §8: an unknown id answers 404 with `{error: 'Something went wrong'}`; so does an invoice
 * the deleter's rules do not reach (decision 015).
 */
export async function removeInvoice(db: Db, id: number, deleter: AppAbility): Promise<void> {
  const { reach } = reachableInvoices(deleter, 'delete');
  if (!(await deleteInvoice(db, id, reach))) throw new HttpError(404, { error: INVOICE_DELETE_FAILED_TEXT });
}

/** The first 5 clients (spec 001 §7), or the first 5 whose name or company e-mail holds q. */
export function listClients(db: Db, q: string) {
  return findClients(db, q, 5);
}

const subtotalCents = (items: InvoiceData['items']) =>
  items.reduce((sum, i) => sum + Math.round(i.cost * 100) * i.quantity, 0);

const discountOf = (data: InvoiceData) => sql`${Math.round(data.discount * 100)}`;

async function checkData(db: Queryable, data: InvoiceData): Promise<void> {
  if (!(await clientExists(db, data.clientId))) throw badRequest('clientId', 'is not a known client');
  if (Math.round(data.discount * 100) > subtotalCents(data.items)) {
    throw badRequest('discount', 'must not be more than the subtotal');
  }
}

export async function createInvoice(db: Db, data: InvoiceData): Promise<InvoiceDetailAnswer> {
  const id = await db.transaction(async (tx) => {
    await checkData(tx, data);
    const newId = await insertInvoice(tx, data);
    await replaceItems(tx, newId, data.items);
    await refreshInvoiceTotals(tx, [newId], discountOf(data));
    return newId;
  });
  return getInvoice(db, id);
}

const sameMoney = (current: InvoiceDetailAnswer['invoice'], data: InvoiceData) =>
  current.clientId === data.clientId &&
  current.discount === data.discount &&
  current.taxRate === data.taxRate &&
  current.items.length === data.items.length &&
  current.items.every(
    (item, i) =>
      item.item === data.items[i].item &&
      item.description === data.items[i].description &&
      item.cost === data.items[i].cost &&
      item.quantity === data.items[i].quantity,
  );

/**
 * Saves the invoice. Once sent or paid, its client, items, discount and tax are locked: a change to
 * them answers 409 with the reason; dates, service, note and bank details still change. The status
 * sent is applied only while the invoice is open (Draft, Downloaded). The actor's update rules must
 * reach the invoice before (404) and after the save (403, decision 015).
 */
export async function updateInvoice(
  db: Db,
  actor: AppAbility,
  id: number,
  { version, ...data }: InvoiceUpdateData,
): Promise<InvoiceDetailAnswer> {
  await guardEdit(
    () => writeInvoice(db, actor, id, data, version),
    () => getInvoice(db, id),
  );
  return getInvoice(db, id);
}

async function writeInvoice(
  db: Db,
  actor: AppAbility,
  id: number,
  data: InvoiceData,
  version: number | undefined,
) {
  await db.transaction(async (tx) => {
    const row = await lockReachedInvoice(tx, actor, id);
    await claimVersion(tx, invoices, id, version);
    const reason = lockedReason(row.status);
    if (reason) {
      const current = await getInvoice(tx, id);
      if (!sameMoney(current.invoice, data)) {
        throw new HttpError(409, { message: reason, errors: { items: reason } });
      }
    } else {
      await checkData(tx, data);
      await replaceItems(tx, id, data.items);
    }
    await updateInvoiceHeader(tx, id, data, reason !== null);
    await refreshInvoiceTotals(tx, [id], reason ? undefined : discountOf(data));
    await assertStillReached(tx, actor, id, row);
  });
}

const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A payment is received on or after the invoice's issue date and at most a year from today, and the
 * payments of an invoice never add up past MAX_INVOICE_TOTAL (the columns' bound, docs/invoices.md).
 */
async function checkPayment(tx: Queryable, id: number, payment: PaymentData): Promise<void> {
  const { issuedDate, paidCents } = await paymentBounds(tx, id);
  if (payment.date < issuedDate) {
    throw badRequest('date', `must not be before the invoice's issued date (${issuedDate})`);
  }
  const latest = dayAfter(new Date().toISOString().slice(0, 10), 366);
  if (payment.date > latest) throw badRequest('date', `must not be more than a year from today (${latest})`);
  if (paidCents + Math.round(payment.amount * 100) > MAX_INVOICE_TOTAL * 100) {
    throw badRequest('amount', `must not bring the payments received past ${MAX_INVOICE_TOTAL}`);
  }
}

/** Records a payment; paid, balance and status (Paid, Partial Payment, Past Due) follow in the same transaction. */
export async function addPayment(
  db: Db,
  actor: AppAbility,
  id: number,
  payment: PaymentData,
): Promise<InvoiceDetailAnswer> {
  await db.transaction(async (tx) => {
    const row = await lockReachedInvoice(tx, actor, id);
    await checkPayment(tx, id, payment);
    await insertPayment(tx, id, payment);
    await refreshInvoiceTotals(tx, [id]);
    await assertStillReached(tx, actor, id, row);
  });
  return getInvoice(db, id);
}

/**
 * A new Draft with the same client, items, discount, tax, note and bank details, issued today. The
 * source must be one the actor may read (404 otherwise, decision 015).
 */
export async function duplicateInvoice(db: Db, actor: AppAbility, id: number): Promise<InvoiceDetailAnswer> {
  const newId = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(invoices).where(eq(invoices.id, id));
    if (!source) throw notFound(INVOICE_NOT_FOUND_TEXT);
    assertReadsInvoice(actor, { status: source.status as InvoiceStatus, clientId: source.clientId });
    const [created] = await tx
      .insert(invoices)
      .values({
        clientId: source.clientId,
        issuedDate: sql`(now() at time zone 'UTC')::date`,
        dueDate: sql`(now() at time zone 'UTC')::date + (${source.dueDate}::date - ${source.issuedDate}::date)`,
        service: source.service,
        status: 'Draft',
        taxRateBp: source.taxRateBp,
        note: source.note,
        bankName: source.bankName,
        bankCountry: source.bankCountry,
        iban: source.iban,
        swiftCode: source.swiftCode,
      })
      .returning({ id: invoices.id });
    await tx.execute(sql`
      insert into invoice_items (invoice_id, position, item, description, cost_cents, quantity)
      select ${created.id}, position, item, description, cost_cents, quantity
      from ${invoiceItems} where invoice_id = ${id} order by position`);
    await refreshInvoiceTotals(tx, [created.id], sql`${source.discountCents}`);
    return created.id;
  });
  return getInvoice(db, newId);
}
