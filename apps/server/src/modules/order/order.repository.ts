import type { Order, OrderListQuery, OrderStatus, orderMethods } from '@app/contracts';
import { and, desc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { keptPage, keptTotal } from '../../lib/kept-searches.ts';
import { cappedCount, countStatements, countWith, type ListTotal } from '../../lib/list-count.ts';
import { firstIds, orderClause, pageOfIds, pageSlots, pageWindow } from '../../lib/paging.ts';
import { listShape, shaped } from '../../lib/prepared.ts';
import { type Lookup, numberSearch, searchThrough, textSearch } from '../../lib/search.ts';

type Method = (typeof orderMethods)[number];
/** The list's query without its paging: what an export filters and sorts by. */
export type OrderListFilter = Omit<OrderListQuery, 'page' | 'itemsPerPage'> & RowReach;
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

export const orderSortColumns = {
  order: orders.orderNumber,
  customers: customers.name,
  date: orders.orderedAt,
  status: orders.status,
  spent: orders.spentCents,
};

const customerIds = (where: SQL | undefined) =>
  new QueryBuilder().select({ id: customers.id }).from(customers).where(where);

/** q as "the order's customer has it in the name or e-mail". */
const customerSearch = (q: string): Lookup => ({
  fk: orders.customerId,
  table: customers,
  id: customers.id,
  match: textSearch(q, [customers.name, customers.email]),
});

/** What the filters compare with: the query's values, or placeholders of the statements kept per shape. */
type FilterValues = Partial<Pick<OrderListFilter, 'q' | 'reach'>> & {
  [K in 'status' | 'payment' | 'customerId']?: OrderListFilter[K] | Placeholder;
};

/**
 * The list's filters on the orders table alone: the customer conditions are id lookups (customers by
 * number, or by a trigram search of name and e-mail), so paging and counting never join the customers.
 * `customerMatch` is q's customer condition in the form chosen for the page or count (lookupCondition);
 * without it (the export's walk over every row) it is `in (select …)`.
 */
export function listFilter(query: FilterValues, customerMatch?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const customer = customerMatch ?? inArray(orders.customerId, customerIds(customerSearch(query.q).match));
    conditions.push(or(customer, numberSearch(query.q, orders.orderNumber)));
  }
  if (query.reach) conditions.push(query.reach);
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.payment) conditions.push(eq(orders.payment, query.payment));
  if (query.customerId) {
    // Customer numbers are unique: one value computed first, so (customer_id, id) serves the order.
    conditions.push(
      sql`${orders.customerId} = (${customerIds(eq(customers.customerNumber, query.customerId))})`,
    );
  }
  return and(...conditions);
}

/** q's customer condition for a page (`rowsNeeded` = offset + page size) or a count (lib/search.ts). */
async function customerMatch(db: Queryable, query: OrderListQuery, rowsNeeded: number | 'count') {
  if (!query.q) return undefined;
  const [condition] = await searchThrough(db, [customerSearch(query.q)], rowsNeeded);
  return condition;
}

/**
 * The statements of a list call without q or a row rule, built once per shape (lib/prepared.ts): the
 * filters present and the sort, their values placeholders. undefined for any other call, whose
 * search forms and rule SQL change with its values.
 */
function preparedList(db: Queryable, query: OrderListQuery & RowReach) {
  if (query.q || query.reach) return undefined;
  // The same truthiness as listFilter's, so a shape has exactly the conditions the values would add.
  const { status, payment, customerId } = query;
  const filters = {
    status: status || undefined,
    payment: payment || undefined,
    customerId: customerId || undefined,
  };
  const { key, slots } = listShape('orders', filters, query);
  return shaped(db, key, (name) => {
    const where = listFilter(slots);
    return {
      page: pageQuery(db, query, where, pageSlots).prepare(`${name}_page`),
      count: countStatements(db, db.select({ id: orders.id }).from(orders).where(where), `${name}_count`),
    };
  });
}

const placeholderValues = (query: OrderListQuery) => ({
  status: query.status,
  payment: query.payment,
  customerId: query.customerId,
  ...pageWindow(query),
});

/** Exact up to EXACT_COUNT_LIMIT orders, then the planner's estimate, flagged. */
export async function countOrders(db: Queryable, query: OrderListQuery & RowReach): Promise<ListTotal> {
  const prepared = preparedList(db, query);
  if (prepared) return countWith(db, prepared.count, placeholderValues(query));
  const count = async () => {
    const where = listFilter(query, await customerMatch(db, query, 'count'));
    return cappedCount(db, db.select({ id: orders.id }).from(orders).where(where));
  };
  const search = keptSearch(query);
  return keptTotal(db, search, count);
}

/**
 * The list's sorts: by customer name, then by customer: a walk of the customers' (name, id) index
 * then feeds each customer's orders in the list's order, where the name alone left every order of
 * that name (hundreds at 1,000,000 customers) to read and sort for each page. The export sorts alike.
 */
export const orderListSort = { ...orderSortColumns, customers: [customers.name, customers.id] } as const;

/** The ids of the orders in the list's order: the orders alone, joined to the customers only to sort by name. */
function orderedIds(db: Queryable, sort: Pick<OrderListQuery, 'sortBy' | 'orderBy'>) {
  const order = orderClause(orderListSort, sort.sortBy, sort.orderBy, [desc(orders.id)], orders.id);
  let ids = db.select({ id: orders.id }).from(orders).$dynamic();
  if (sort.sortBy === 'customers') ids = ids.innerJoin(customers, eq(customers.id, orders.customerId));
  return { ids, order };
}

/**
 * One page: the ids of the page from the orders alone (an index walk in the sort order), then the
 * customer of those rows only. Sorting by customer name needs the join, and only then is it made.
 */
function pageQuery(
  db: Queryable,
  sort: Pick<OrderListQuery, 'sortBy' | 'orderBy'>,
  where: SQL | undefined,
  paging: Parameters<typeof pageOfIds>[3],
) {
  const { ids, order } = orderedIds(db, sort);
  const page = pageOfIds(ids, where, order, paging);
  return db
    .select(orderColumns)
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(...order);
}

/** The orders of the given ids with their customers, in any order (a page of kept ids). */
const rowsOfIds = (db: Queryable) =>
  shaped(db, 'orders|kept-rows', (name) =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(`${name}_rows`),
  );

/**
 * A search (q, without a row rule) as lib/kept-searches.ts keeps it: its values and sort, and the
 * tables whose writes change its rows (the customers: q searches their names and e-mails).
 */
function keptSearch(query: OrderListQuery & RowReach) {
  if (!query.q || query.reach) return undefined;
  const { q, status, payment, customerId, sortBy, orderBy } = query;
  return {
    key: JSON.stringify(['orders', q, status, payment, customerId, sortBy, orderBy]),
    tables: ['orders', 'customers'],
  };
}

/**
 * A page of a search from the ids kept for it (lib/kept-searches.ts): its first n ids are read with
 * q's customer condition in the form chosen for n rows, like a page ending at row n; a write to the
 * orders or the customers (whose names and e-mails q searches) drops them. undefined: not kept.
 */
function keptSearchPage(db: Queryable, query: OrderListQuery & RowReach) {
  const search = keptSearch(query);
  if (!search) return undefined;
  const read = async (n: number) => {
    const where = listFilter(query, await customerMatch(db, query, n));
    const { ids, order } = orderedIds(db, query);
    return firstIds(ids, where, order, n);
  };
  return keptPage(db, search, query, read, (ids) => rowsOfIds(db).execute({ ids }));
}

export async function listOrders(db: Queryable, query: OrderListQuery & RowReach): Promise<Order[]> {
  const prepared = preparedList(db, query);
  if (prepared) return (await prepared.page.execute(placeholderValues(query))).map(toOrder);
  const kept = await keptSearchPage(db, query);
  if (kept) return kept.map(toOrder);
  const where = listFilter(query, await customerMatch(db, query, query.page * query.itemsPerPage));
  return (await pageQuery(db, query, where, query)).map(toOrder);
}

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
