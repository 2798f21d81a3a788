import { and, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { type KeysetAfter, keyset } from '../../lib/keyset.ts';
import { type CustomerFilter, customerSortColumns, listFilter } from './customer.repository.ts';

export type CustomerExportRow = KeysetAfter & {
  customer: string;
  email: string;
  customerId: number;
  country: string;
  order: number;
  totalSpentCents: number;
};

/** One batch of the export in the list's sort, after the last row of the batch before. */
export function exportCustomersBatch(
  db: Queryable,
  query: CustomerFilter,
  after: KeysetAfter | undefined,
  size: number,
): Promise<CustomerExportRow[]> {
  const sort = keyset(query.sortBy && customerSortColumns[query.sortBy], customers.id, query.orderBy);
  return db
    .select({
      id: customers.id,
      key: sort.key,
      customer: customers.name,
      email: customers.email,
      customerId: customers.customerNumber,
      country: customers.country,
      order: customers.orderCount,
      totalSpentCents: sql<number>`${customers.totalSpentCents}`,
    })
    .from(customers)
    .where(and(listFilter(query), sort.after(after)))
    .orderBy(...sort.order)
    .limit(size);
}
