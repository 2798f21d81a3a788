import type { Order, OrderListQuery, OrderStatus, orderMethods } from '@app/contracts';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { likePattern, orderClause, pageOffset } from '../../lib/paging.ts';

type Method = (typeof orderMethods)[number];

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
};

export function toOrder<R extends { spentCents: number; orderedAt: Date }>({
  spentCents,
  orderedAt,
  ...rest
}: R) {
  return { ...rest, spent: spentCents / 100, createdAt: orderedAt.toISOString() };
}

export const orderSortColumns = {
  order: orders.orderNumber,
  customers: customers.name,
  date: orders.orderedAt,
  status: orders.status,
  spent: orders.spentCents,
};

function listFilter(query: OrderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const number = likePattern(query.q.replace(/^#/, ''));
    conditions.push(
      or(
        ilike(customers.name, pattern),
        ilike(customers.email, pattern),
        sql`${orders.orderNumber}::text like ${number}`,
      ),
    );
  }
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.payment) conditions.push(eq(orders.payment, query.payment));
  if (query.customerId) conditions.push(eq(customers.customerNumber, query.customerId));
  return and(...conditions);
}

/** Counts without the customers when no filter needs them (every order has one: a foreign key). */
export async function countOrders(db: Queryable, query: OrderListQuery): Promise<number> {
  let count = db.select({ count: sql<number>`count(*)::int` }).from(orders).$dynamic();
  if (query.q || query.customerId) count = count.innerJoin(customers, eq(customers.id, orders.customerId));
  const [row] = await count.where(listFilter(query));
  return row.count;
}

export async function listOrders(db: Queryable, query: OrderListQuery): Promise<Order[]> {
  const order = orderClause(orderSortColumns, query.sortBy, query.orderBy, [desc(orders.id)], orders.id);
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(listFilter(query))
    .orderBy(...order)
    .limit(query.itemsPerPage)
    .offset(pageOffset(query.page, query.itemsPerPage));
  return rows.map(toOrder);
}

/** Deletes the orders (their items and events go with them); returns the customers they belonged to. */
export async function deleteOrders(
  db: Queryable,
  ids: number[],
): Promise<{ count: number; customerIds: number[] }> {
  const deleted = await db
    .delete(orders)
    .where(inArray(orders.id, ids))
    .returning({ customerId: orders.customerId });
  return { count: deleted.length, customerIds: [...new Set(deleted.map((d) => d.customerId))] };
}
