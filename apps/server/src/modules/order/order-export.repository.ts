import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { customers, orders } from '../../db/schema/index.ts';
import type { ExportBatch, ExportRead, KeysetAfter } from '../../lib/list-query.ts';

/** The columns of the order export (the list's orderList reads them batch after batch). */
export const orderExportRead: ExportRead<OrderExportRow> = {
  columns: {
    order: orders.orderNumber,
    createdAt: sql<string>`to_char(${orders.orderedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    customer: customers.name,
    email: customers.email,
    spentCents: orders.spentCents,
    payment: orders.payment,
    status: orders.status,
    method: orders.method,
    methodNumber: orders.methodNumber,
  },
  join: (rows) => rows.innerJoin(customers, eq(customers.id, orders.customerId)),
};

export type OrderExportRow = {
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
 * The export sorted by customer name (then customer, then order, as the list sorts): no index covers
 * that order across the join, so a batch takes the orders of a window of customers by name (the
 * customers' name index) and sorts only those, window after window until it holds `size` orders or
 * the customers run out. A window always ends after every customer of its last name, so orders of one
 * name never split.
 */
export const customerSortedBatch: ExportBatch = async <E>(
  ...[db, read, where, orderBy, after, size]: Parameters<ExportBatch>
) => {
  const dir = orderBy === 'desc' ? desc : asc;
  const cmp = sql.raw(orderBy === 'desc' ? '<' : '>');
  const out: (E & KeysetAfter)[] = [];
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
      .select({ ...read.columns, id: orders.id, key: customers.name })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(where, inWindow))
      .orderBy(dir(customers.name), dir(customers.id), dir(orders.id));
    out.push(...(rows as (E & KeysetAfter)[]));
    if (upto === null) break;
    from = upto;
  }
  return out;
};
