import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { type KeysetAfter, keyset } from '../../lib/keyset.ts';
import { listFilter, type OrderListFilter, orderSortColumns } from './order.repository.ts';

const exportColumns = {
  id: orders.id,
  order: orders.orderNumber,
  createdAt: sql<string>`to_char(${orders.orderedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  customer: customers.name,
  email: customers.email,
  spentCents: orders.spentCents,
  payment: orders.payment,
  status: orders.status,
  method: orders.method,
  methodNumber: orders.methodNumber,
};

export type OrderExportRow = KeysetAfter & {
  order: number;
  createdAt: string;
  customer: string;
  email: string;
  spentCents: number;
  payment: number;
  status: string;
  method: string;
  methodNumber: number;
};

/**
 * One batch of the export in the list's sort (its column, then the id), starting after the last row
 * of the batch before (lib/keyset.ts), which the (column, id) indexes answer without reading the
 * rows already sent.
 */
export async function exportOrdersBatch(
  db: Queryable,
  query: OrderListFilter,
  after: OrderExportRow | undefined,
  size: number,
): Promise<OrderExportRow[]> {
  if (query.sortBy === 'customers') return customerSortedBatch(db, query, after, size);
  return sortedBatch(db, query, after, size);
}

/**
 * The list sorted by customer name (then customer, then order: orderListSort): no index covers that
 * order across the join, so a batch takes the orders of a window of customers by name (the customers'
 * name index) and sorts only those, window after window until it holds `size` orders or the customers
 * run out. A window always ends after every customer of its last name, so orders of one name never split.
 */
async function customerSortedBatch(
  db: Queryable,
  query: OrderListFilter,
  after: OrderExportRow | undefined,
  size: number,
): Promise<OrderExportRow[]> {
  const dir = query.orderBy === 'desc' ? desc : asc;
  const cmp = sql.raw(query.orderBy === 'desc' ? '<' : '>');
  const out: OrderExportRow[] = [];
  let from = after?.key ?? null;
  while (out.length < size) {
    const boundary = await db
      .select({ name: customers.name })
      .from(customers)
      .where(from === null ? undefined : sql`${customers.name} ${cmp} ${from}`)
      .orderBy(dir(customers.name))
      .limit(1)
      .offset(size - 1);
    const upto = boundary[0]?.name ?? null;
    const inWindow = and(
      from === null ? undefined : sql`${customers.name} ${cmp} ${from}`,
      upto === null ? undefined : sql`not (${customers.name} ${cmp} ${upto})`,
    );
    const rows = await db
      .select({ ...exportColumns, key: customers.name })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(listFilter(query), inWindow))
      .orderBy(dir(customers.name), dir(customers.id), dir(orders.id));
    out.push(...rows);
    if (upto === null) break;
    from = upto;
  }
  return out;
}

async function sortedBatch(
  db: Queryable,
  query: OrderListFilter,
  after: OrderExportRow | undefined,
  size: number,
): Promise<OrderExportRow[]> {
  const sort = keyset(query.sortBy && orderSortColumns[query.sortBy], orders.id, query.orderBy);
  return db
    .select({ ...exportColumns, key: sort.key })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(listFilter(query), sort.after(after)))
    .orderBy(...sort.order)
    .limit(size);
}
