import { sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import type { ExportRead } from '../../lib/list-query.ts';

export type CustomerExportRow = {
  customer: string;
  email: string;
  customerId: number;
  country: string;
  order: number;
  totalSpentCents: number;
};

/** What the customer export reads of each customer (customerList reads it batch after batch). */
export const customerExportRead: ExportRead<CustomerExportRow> = {
  columns: {
    customer: customers.name,
    email: customers.email,
    customerId: customers.customerNumber,
    country: customers.country,
    order: customers.orderCount,
    totalSpentCents: sql<number>`${customers.totalSpentCents}`,
  },
};
