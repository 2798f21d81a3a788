import { type CustomerAddress, type CustomerDetail, type CustomerStatus, flagOf } from '@app/contracts';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customerAddresses, customers } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';

export type CustomerRow = typeof customers.$inferInsert;
/** The customers the caller's rules reach (decision 015), as SQL from `reachableRows`; none: all. */
export type RowReach = { reach?: SQL };

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

/**
 * The customer list, declared once (lib/list-query.ts): every condition and sort reads the customers
 * table alone, each with its index.
 */
export const customerList = defineList({
  name: 'customers',
  table: customers,
  id: customers.id,
  columns,
  toItem: toCustomer,
  changes: ['customers'],
  filters: {
    country: {
      where: (v) => sql`lower(${customers.country}) = lower(${v})`,
      index: 'customers_country_lower_idx (lower(country), id)',
    },
  },
  search: {
    text: [customers.name, customers.country, customers.email],
    index: 'customers_{name,country,email}_trgm_idx (gin_trgm_ops)',
  },
  sorts: {
    customer: { by: customers.name, index: 'customers_name_idx (name, id)' },
    country: { by: customers.country, index: 'customers_country_idx (country, id)' },
    customerId: { by: customers.customerNumber, index: 'customers_number_idx' },
    orders: { by: customers.orderCount, index: 'customers_order_count_idx (order_count, id)' },
    totalSpent: { by: customers.totalSpentCents, index: 'customers_total_spent_idx (total_spent_cents, id)' },
  },
});

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
