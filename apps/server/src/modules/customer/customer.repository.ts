import {
  type Customer,
  type CustomerAddress,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerStatus,
  flagOf,
} from '@app/contracts';
import { and, asc, desc, eq, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customerAddresses, customers } from '../../db/schema/index.ts';
import { keptPage, keptTotal } from '../../lib/kept-searches.ts';
import { cappedCount, countStatements, countWith, type ListTotal } from '../../lib/list-count.ts';
import { likePattern, orderClause, type PageWindow, pageSlots, pageWindow } from '../../lib/paging.ts';
import { listShape, shaped } from '../../lib/prepared.ts';
import { textSearch } from '../../lib/search.ts';

export type CustomerRow = typeof customers.$inferInsert;
/** The customers the caller's rules reach (decision 015), as SQL from `reachableRows`; none: all. */
export type RowReach = { reach?: SQL };
/** The list's query without its paging: what an export filters and sorts by. */
export type CustomerFilter = Omit<CustomerListQuery, 'page' | 'itemsPerPage'> & RowReach;

/** What a rule's condition may test on a customer (contracts' rowRuleFields.Customer), as columns. */
export const customerRuleColumns = { status: customers.status, country: customers.country };

const columns = {
  id: customers.id,
  customer: customers.name,
  customerId: customers.customerNumber,
  email: customers.email,
  country: customers.country,
  countryCode: customers.countryCode,
  order: customers.orderCount,
  totalSpentCents: customers.totalSpentCents,
  avatar: customers.avatar,
};

function toCustomer<R extends { totalSpentCents: number; countryCode: string }>({
  totalSpentCents,
  ...rest
}: R) {
  return { ...rest, countryFlag: flagOf(rest.countryCode), totalSpent: totalSpentCents / 100 };
}

export const customerSortColumns = {
  customer: customers.name,
  country: customers.country,
  customerId: customers.customerNumber,
  orders: customers.orderCount,
  totalSpent: customers.totalSpentCents,
};

/** What the filters compare with: the query's values, or placeholders of the statements kept per shape. */
type FilterValues = { q?: string | Placeholder; country?: string | Placeholder; reach?: SQL };

/** Each condition has its index: trigram GIN for q, (lower(country), id) for the country. */
export function listFilter(query: FilterValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(textSearch(query.q, [customers.name, customers.country, customers.email]));
  if (query.country) conditions.push(sql`lower(${customers.country}) = lower(${query.country})`);
  if (query.reach) conditions.push(query.reach);
  return and(...conditions);
}

/**
 * The statements of a list call without a row rule, built once per shape (lib/prepared.ts): the
 * filters present and the sort, their values placeholders (q's is its LIKE pattern).
 */
function preparedList(db: Queryable, query: CustomerListQuery & RowReach) {
  if (query.reach) return undefined;
  const filters = { q: query.q || undefined, country: query.country || undefined };
  const { key, slots } = listShape('customers', filters, query);
  return shaped(db, key, (name) => {
    const where = listFilter(slots);
    return {
      page: pageQuery(db, query, where, pageSlots).prepare(`${name}_page`),
      count: countStatements(db, matchingIds(db, where), `${name}_count`),
      // A search's first n ids in the list's order (pages kept by lib/kept-searches.ts).
      ids: matchingIds(db, where)
        .orderBy(...listOrder(query))
        .limit(sql.placeholder('n'))
        .prepare(`${name}_ids`),
    };
  });
}

/** The customers of the given ids, in any order (a page of kept ids). */
const rowsOfIds = (db: Queryable) =>
  shaped(db, 'customers|kept-rows', (name) =>
    db
      .select(columns)
      .from(customers)
      .where(sql`${customers.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(`${name}_rows`),
  );

/** The customers a count reads: their ids under the list's filters. */
const matchingIds = (db: Queryable, where: SQL | undefined) =>
  db.select({ id: customers.id }).from(customers).where(where);

/** The list's order: the sort asked for, the id as tiebreak; newest first without one. */
const listOrder = (sort: Pick<CustomerListQuery, 'sortBy' | 'orderBy'>) =>
  orderClause(customerSortColumns, sort.sortBy, sort.orderBy, [desc(customers.id)], customers.id);

/** One page in the list's order (the id as tiebreak); `paging` holds numbers or a shape's placeholders. */
function pageQuery(
  db: Queryable,
  sort: Pick<CustomerListQuery, 'sortBy' | 'orderBy'>,
  where: SQL | undefined,
  paging: PageWindow,
) {
  return db
    .select(columns)
    .from(customers)
    .where(where)
    .orderBy(...listOrder(sort))
    .limit(paging.limit)
    .offset(paging.offset);
}

const placeholderValues = (query: CustomerListQuery) => ({
  q: query.q ? likePattern(query.q) : undefined,
  country: query.country,
  ...pageWindow(query),
});

/** Exact up to EXACT_COUNT_LIMIT customers, then the planner's estimate, flagged. */
export function countCustomers(db: Queryable, query: CustomerListQuery & RowReach): Promise<ListTotal> {
  const prepared = preparedList(db, query);
  if (!prepared) return cappedCount(db, matchingIds(db, listFilter(query)));
  const count = () => countWith(db, prepared.count, placeholderValues(query));
  // A search's total is kept with its ids (lib/kept-searches.ts): every page of it has the same.
  return keptTotal(db, query.q ? keptSearch(query) : undefined, count);
}

/** A search as lib/kept-searches.ts keeps it: its values and sort; only writes to the customers change it. */
const keptSearch = (query: CustomerListQuery) => ({
  key: JSON.stringify(['customers', query.q, query.country, query.sortBy, query.orderBy]),
  tables: ['customers'],
});

export async function listCustomers(db: Queryable, query: CustomerListQuery & RowReach): Promise<Customer[]> {
  const prepared = preparedList(db, query);
  if (prepared && query.q) {
    // A search's pages come from its kept ids while no customer was written since.
    const values = placeholderValues(query);
    const read = async (n: number) => (await prepared.ids.execute({ ...values, n })).map((row) => row.id);
    const rows = (ids: number[]) => rowsOfIds(db).execute({ ids });
    const kept = await keptPage(db, keptSearch(query), query, read, rows);
    if (kept) return kept.map(toCustomer);
  }
  if (prepared) return (await prepared.page.execute(placeholderValues(query))).map(toCustomer);
  return (await pageQuery(db, query, listFilter(query), pageWindow(query))).map(toCustomer);
}

async function findAddresses(db: Queryable, customerRowId: number): Promise<CustomerAddress[]> {
  const rows = await db
    .select({
      id: customerAddresses.id,
      kind: sql<CustomerAddress['kind']>`${customerAddresses.kind}`,
      isDefault: customerAddresses.isDefault,
      fullName: customerAddresses.fullName,
      line1: customerAddresses.line1,
      line2: customerAddresses.line2,
      city: customerAddresses.city,
      state: customerAddresses.state,
      postalCode: customerAddresses.postalCode,
      country: customerAddresses.country,
    })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerRowId))
    .orderBy(desc(customerAddresses.kind), asc(customerAddresses.id));
  return rows;
}

/** Looks a customer up by the six-digit customerId, as the spec's detail call does. */
export async function findCustomer(db: Queryable, customerNumber: number): Promise<CustomerDetail | null> {
  const [row] = await db
    .select({
      ...columns,
      status: sql<CustomerStatus>`${customers.status}`,
      contact: customers.contact,
      createdAt: customers.createdAt,
      version: customers.version,
    })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  if (!row) return null;
  const { createdAt, version, ...rest } = row;
  return {
    ...toCustomer(rest),
    createdAt: createdAt.toISOString(),
    version,
    addresses: await findAddresses(db, row.id),
  };
}

/** The customer's row id and rule fields, by customerId; locked until the transaction ends with `lock`. */
export async function findCustomerReach(db: Queryable, customerNumber: number, lock = false) {
  const query = db
    .select({ id: customers.id, status: customers.status, country: customers.country })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function emailTaken(db: Queryable, email: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = lower(${email})`, ne(customers.id, exceptId)));
  return row !== undefined;
}

export async function updateCustomer(
  db: Queryable,
  id: number,
  changes: Partial<CustomerRow>,
): Promise<void> {
  await db.update(customers).set(changes).where(eq(customers.id, id));
}
