import type { OrderStatus, orderMethods } from '@app/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';
import { textSearch } from '../../lib/search.ts';
import { customerSortedBatch } from './order-export.repository.ts';

type Method = (typeof orderMethods)[number];
/** The orders the caller's rules reach (decision 015), as SQL from `reachableRows`; none: all. */
export type RowReach = { reach?: SQL };

export const orderColumns = {
  id: orders.id,
  order: orders.orderNumber,
  customer: customers.name,
  customerId: customers.customerNumber,
  email: customers.email,
  avatar: customers.avatar,
  payment: orders.payment,
  // Check constraints keep these columns to the contract's values.
  status: sql<OrderStatus>`${orders.status}`,
  method: sql<Method>`${orders.method}`,
  spentCents: orders.spentCents,
  date: sql<string>`to_char(${orders.orderedAt} at time zone 'UTC', 'MM/DD/YYYY')`,
  time: sql<string>`to_char(${orders.orderedAt} at time zone 'UTC', 'HH12:MI AM')`,
  methodNumber: orders.methodNumber,
  orderedAt: orders.orderedAt,
  ownerId: orders.ownerId,
};

export function toOrder<R extends { spentCents: number; orderedAt: Date }>({
  spentCents,
  orderedAt,
  ...rest
}: R) {
  return { ...rest, spent: spentCents / 100, createdAt: orderedAt.toISOString() };
}

const customerIds = (where: SQL | undefined) =>
  new QueryBuilder().select({ id: customers.id }).from(customers).where(where);

/**
 * The order list, declared once (lib/list-query.ts). Paging and counting read the orders table alone:
 * the customer conditions are id lookups (customers by number, or q through their names and e-mails),
 * and the customers are joined for the page's rows only, or to sort by name.
 */
export const orderList = defineList({
  name: 'orders',
  table: orders,
  id: orders.id,
  columns: orderColumns,
  toItem: toOrder,
  join: (rows) => rows.innerJoin(customers, eq(customers.id, orders.customerId)),
  changes: ['orders', 'customers'],
  filters: {
    status: { where: (v) => eq(orders.status, v), index: 'orders_status_idx (status, id)' },
    payment: { where: (v) => eq(orders.payment, v), index: 'orders_payment_idx (payment, id)' },
    customerId: {
      // Customer numbers are unique: one value computed first, so (customer_id, id) serves the order.
      where: (v) => sql`${orders.customerId} = (${customerIds(eq(customers.customerNumber, v))})`,
      index: 'customers_number_idx, then orders_customer_idx (customer_id, id)',
    },
  },
  search: {
    // q as "the order's customer has it in the name or e-mail", or as the order's number.
    through: (q) => [
      {
        fk: orders.customerId,
        table: customers,
        id: customers.id,
        match: textSearch(q, [customers.name, customers.email]),
      },
    ],
    number: orders.orderNumber,
    index: 'customers_{name,email}_trgm_idx, orders_customer_idx (customer_id, id), orders_number_trgm_idx',
  },
  sorts: {
    order: { by: orders.orderNumber, index: 'orders_number_idx' },
    // By customer name, then by customer: a walk of the customers' (name, id) index feeds each
    // customer's orders in the list's order, where the name alone left every order of that name
    // (hundreds at 1,000,000 customers) to read and sort for each page.
    customers: {
      by: customers.name,
      tiebreak: [customers.id],
      join: (ids) => ids.innerJoin(customers, eq(customers.id, orders.customerId)),
      exportBatch: customerSortedBatch,
      index: 'customers_name_idx (name, id), orders_customer_idx (customer_id, id)',
    },
    date: { by: orders.orderedAt, index: 'orders_ordered_at_idx (ordered_at, id)' },
    status: { by: orders.status, index: 'orders_status_idx (status, id)' },
    spent: { by: orders.spentCents, index: 'orders_spent_idx (spent_cents, id)' },
  },
});

/** Deletes the orders (their items and events go with them); returns the customers they belonged to. */
export async function deleteOrders(
  db: Queryable,
  ids: number[],
  reach: RowReach['reach'],
): Promise<{ count: number; customerIds: number[] }> {
  const deleted = await db
    .delete(orders)
    .where(and(inArray(orders.id, ids), reach))
    .returning({ customerId: orders.customerId });
  return { count: deleted.length, customerIds: [...new Set(deleted.map((d) => d.customerId))] };
}

/** Orders placed since `since`: a range scan of orders_ordered_at_idx. */
export async function countOrderedSince(db: Queryable, since: Date): Promise<number> {
  const res = (await db.execute(
    sql`select count(*)::int as n from orders where ordered_at >= ${since.toISOString()}`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}
