import {
  type Invoice,
  type InvoiceListQuery,
  type InvoiceStatus,
  invoiceDateRange,
  invoiceStatuses,
} from '@app/contracts';
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { clients, invoices } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';
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

const clientIds = (where: SQL | undefined) =>
  new QueryBuilder().select({ id: clients.id }).from(clients).where(where);

/**
 * The invoice list, declared once (lib/list-query.ts). Paging and counting read the invoices table
 * alone; the clients are joined for the page's rows, or to sort by name. The invoices and clients
 * are not announced by the list-change triggers, so no search's ids are kept.
 */
export const invoiceList = defineList({
  name: 'invoices',
  table: invoices,
  id: invoices.id,
  columns: invoiceColumns,
  toItem: toInvoice,
  join: (rows) => rows.innerJoin(clients, eq(clients.id, invoices.clientId)),
  filters: {
    status: {
      where: (v) => eq(invoices.status, v),
      index: 'invoices_status_idx (status, id), invoices_status_*_idx',
    },
    start: { where: (v) => gte(invoices.issuedDate, v), index: 'invoices_issued_date_idx (issued_date, id)' },
    end: { where: (v) => lte(invoices.issuedDate, v), index: 'invoices_issued_date_idx (issued_date, id)' },
  },
  search: {
    // q finds clients by a trigram search of name and company e-mail, or the invoice by its number.
    where: (q) =>
      or(
        inArray(invoices.clientId, clientIds(textSearch(q, [clients.name, clients.companyEmail]))),
        numberSearch(q, invoices.id),
      ),
    index: 'clients_{name,company_email}_trgm_idx, invoices_client_idx (client_id, id), invoices_id_trgm_idx',
  },
  sorts: {
    client: {
      by: clients.name,
      join: (ids) => ids.innerJoin(clients, eq(clients.id, invoices.clientId)),
      index: 'clients_name_idx (name, id); none across the join: the filtered rows are sorted',
    },
    total: { by: invoices.totalCents, index: 'invoices_total_idx (total_cents, id)' },
    id: { by: invoices.id, index: 'invoices_pkey' },
    date: { by: invoices.issuedDate, index: 'invoices_issued_date_idx (issued_date, id)' },
    balance: { by: invoices.balanceCents, index: 'invoices_balance_idx (balance_cents, id)' },
  },
});

/**
 * A list call as invoiceList reads it: the issued-date range in its plain form, and the sort. Newest
 * first is the highest number first, except under an issued-date range, where it is the latest issued
 * first (then the number): the (issued_date, id) indexes then walk the range alone, where walking the
 * numbers down would read every invoice issued after the range.
 */
export function invoiceCall<Q extends InvoiceListFilter>(query: Q): Q {
  const { start, end } = invoiceDateRange(query);
  const sort = query.sortBy
    ? { sortBy: query.sortBy, orderBy: query.orderBy }
    : start || end
      ? { sortBy: 'date' as const, orderBy: 'desc' as const }
      : {};
  return { ...query, start, end, ...sort };
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
