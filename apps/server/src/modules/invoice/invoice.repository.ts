import {
  type Invoice,
  type InvoiceListQuery,
  type InvoiceStatus,
  invoiceDateRange,
  invoiceStatuses,
} from '@app/contracts';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { clients, invoices } from '../../db/schema/index.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { orderClause, pageOfIds } from '../../lib/paging.ts';
import { numberSearch, textSearch } from '../../lib/search.ts';

/** The list's query without its paging, and the rows the caller's rules reach (decision 015). */
export type InvoiceListFilter = Omit<InvoiceListQuery, 'page' | 'itemsPerPage'> & { reach?: SQL };

export const invoiceColumns = {
  id: invoices.id,
  issuedDate: invoices.issuedDate,
  dueDate: invoices.dueDate,
  clientId: invoices.clientId,
  name: clients.name,
  company: clients.company,
  address: clients.address,
  country: clients.country,
  contact: clients.contact,
  companyEmail: clients.companyEmail,
  service: invoices.service,
  totalCents: invoices.totalCents,
  avatar: clients.avatar,
  // The check constraint keeps this column to the contract's values.
  status: sql<InvoiceStatus>`${invoices.status}`,
  balanceCents: invoices.balanceCents,
};

type InvoiceRow = { [K in keyof typeof invoiceColumns]: unknown } & {
  id: number;
  issuedDate: string;
  dueDate: string;
  clientId: number;
  name: string;
  company: string;
  address: string;
  country: string;
  contact: string;
  companyEmail: string;
  service: string;
  totalCents: number;
  avatar: string;
  status: InvoiceStatus;
  balanceCents: number;
};

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    issuedDate: row.issuedDate,
    dueDate: row.dueDate,
    clientId: row.clientId,
    client: {
      name: row.name,
      company: row.company,
      address: row.address,
      country: row.country,
      contact: row.contact,
      companyEmail: row.companyEmail,
    },
    service: row.service,
    total: Number(row.totalCents) / 100,
    avatar: row.avatar,
    invoiceStatus: row.status,
    balance: Number(row.balanceCents) / 100,
  };
}

export const invoiceSortColumns = {
  client: clients.name,
  total: invoices.totalCents,
  id: invoices.id,
  date: invoices.issuedDate,
  balance: invoices.balanceCents,
};

const clientIds = (where: SQL | undefined) =>
  new QueryBuilder().select({ id: clients.id }).from(clients).where(where);

/**
 * The list's filters on the invoices table alone: q finds clients by a trigram search of name and
 * company e-mail (a subquery of ids) or the invoice by the digits of its number.
 */
export function listFilter(query: InvoiceListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const matching = clientIds(textSearch(query.q, [clients.name, clients.companyEmail]));
    conditions.push(or(inArray(invoices.clientId, matching), numberSearch(query.q, invoices.id)));
  }
  if (query.reach) conditions.push(query.reach);
  if (query.status) conditions.push(eq(invoices.status, query.status));
  const { start, end } = invoiceDateRange(query);
  if (start) conditions.push(gte(invoices.issuedDate, start));
  if (end) conditions.push(lte(invoices.issuedDate, end));
  return and(...conditions);
}

/**
 * The list's sort. Newest first is the highest number first, except under an issued-date range,
 * where it is the latest issued first (then the number): the (issued_date, id) indexes then walk the
 * range alone, where walking the numbers down would read every invoice issued after the range.
 */
export function listSort(query: InvoiceListFilter): Pick<InvoiceListFilter, 'sortBy' | 'orderBy'> {
  if (query.sortBy) return { sortBy: query.sortBy, orderBy: query.orderBy };
  const { start, end } = invoiceDateRange(query);
  return start || end ? { sortBy: 'date', orderBy: 'desc' } : {};
}

export function countInvoices(db: Queryable, query: InvoiceListFilter): Promise<ListTotal> {
  return cappedCount(db, db.select({ id: invoices.id }).from(invoices).where(listFilter(query)));
}

/** One page: ids from the invoices alone in the sort order (a join only to sort by client), then the rows. */
export async function listInvoices(
  db: Queryable,
  query: InvoiceListQuery & Pick<InvoiceListFilter, 'reach'>,
): Promise<Invoice[]> {
  const { sortBy, orderBy } = listSort(query);
  const order = orderClause(invoiceSortColumns, sortBy, orderBy, [desc(invoices.id)], invoices.id);
  let ids = db.select({ id: invoices.id }).from(invoices).$dynamic();
  if (sortBy === 'client') ids = ids.innerJoin(clients, eq(clients.id, invoices.clientId));
  const page = pageOfIds(ids, listFilter(query), order, query);
  const rows = await db
    .select(invoiceColumns)
    .from(page)
    .innerJoin(invoices, eq(invoices.id, page.id))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .orderBy(...order);
  return rows.map(toInvoice);
}

/** Deletes the invoice when it is inside `reach` (the deleter's rules); false when nothing was deleted. */
export async function deleteInvoice(db: Queryable, id: number, reach?: SQL): Promise<boolean> {
  const rows = await db
    .delete(invoices)
    .where(and(eq(invoices.id, id), reach))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** The first clients by name, or those whose name or company e-mail holds q. */
export function findClients(db: Queryable, q: string, limit: number) {
  return db
    .select({
      id: clients.id,
      name: clients.name,
      company: clients.company,
      address: clients.address,
      country: clients.country,
      contact: clients.contact,
      companyEmail: clients.companyEmail,
    })
    .from(clients)
    .where(q ? textSearch(q, [clients.name, clients.companyEmail]) : undefined)
    .orderBy(asc(clients.id))
    .limit(limit);
}

export async function clientExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return Boolean(row);
}

/** Per status: count and the sums of totals and balances, in cents. */
export async function invoiceStats(db: Queryable) {
  const rows = await db
    .select({
      status: sql<InvoiceStatus>`${invoices.status}`,
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${invoices.totalCents}), 0)`,
      balance: sql<string>`coalesce(sum(${invoices.balanceCents}), 0)`,
    })
    .from(invoices)
    .groupBy(invoices.status);
  const byStatus = invoiceStatuses.map((status) => {
    const row = rows.find((r) => r.status === status);
    return {
      status,
      count: row?.count ?? 0,
      total: Number(row?.total ?? 0) / 100,
      balance: Number(row?.balance ?? 0) / 100,
    };
  });
  const sum = (key: 'count' | 'total' | 'balance') =>
    Math.round(byStatus.reduce((acc, s) => acc + s[key], 0) * 100) / 100;
  return { count: sum('count'), total: sum('total'), balance: sum('balance'), byStatus };
}
