import { eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices, orders } from '../db/schema/index.ts';
import { countRows, ids } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { defineList } from './list-query.ts';

/** Lists declared here over the demo data, as an area declares its own. */
const orderList = defineList({
  name: 'test-orders',
  table: orders,
  id: orders.id,
  columns: { id: orders.id, spentCents: orders.spentCents, customerName: customers.name },
  toItem: (row) => row,
  join: (rows) => rows.innerJoin(customers, eq(customers.id, orders.customerId)),
  filters: { status: { where: (v) => eq(orders.status, v), index: 'orders_status_idx' } },
  sorts: {
    spent: { by: orders.spentCents, index: 'orders_spent_idx' },
    customers: {
      by: customers.name,
      tiebreak: [customers.id],
      join: (ids) => ids.innerJoin(customers, eq(customers.id, orders.customerId)),
      index: 'customers_name_idx',
    },
  },
});

const invoiceList = defineList({
  name: 'test-invoices',
  table: invoices,
  id: invoices.id,
  columns: { id: invoices.id, issuedDate: invoices.issuedDate },
  toItem: (row) => row,
  filters: {
    start: { where: (v) => gte(invoices.issuedDate, v), index: 'invoices_issued_date_idx' },
    end: { where: (v) => lte(invoices.issuedDate, v), index: 'invoices_issued_date_idx' },
  },
  sorts: {},
});

const customerList = defineList({
  name: 'test-customers',
  table: customers,
  id: customers.id,
  columns: { id: customers.id, country: customers.country },
  toItem: (row) => row,
  filters: {},
  search: { text: [customers.name, customers.email], index: 'customers_{name,email}_trgm_idx' },
  sorts: { country: { by: customers.country, index: 'customers_country_idx' } },
});

describe('one list declaration: its page, total and export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same page from a kept statement and from SQL built for a row rule', async () => {
    for (const asked of [
      { status: 'Delivered' },
      { sortBy: 'customers', orderBy: 'desc' as const, page: 2 },
      { status: 'Dispatched', sortBy: 'spent', orderBy: 'asc' as const },
    ]) {
      const call = { page: 1, itemsPerPage: 10, ...asked };
      const kept = await orderList.page(t.app.db, call);
      // A rule that reaches every row takes the path built for the call, with the same rows.
      const built = await orderList.page(t.app.db, { ...call, reach: sql`true` });
      expect(kept.rows.length, JSON.stringify(asked)).toBeGreaterThan(0);
      expect(ids(built.rows), JSON.stringify(asked)).toEqual(ids(kept.rows));
      expect(built.total).toBe(kept.total);
    }
  });

  it('filters by a field named like the page window (a range ending on a date)', async () => {
    const call = { page: 1, itemsPerPage: 100, start: '2000-01-01', end: '2024-12-31' };
    const { rows, total } = await invoiceList.page(t.app.db, call);
    const inRange = sql`${invoices.issuedDate} between '2000-01-01' and '2024-12-31'`;
    expect(total).toBe(await countRows(t, invoices, inRange));
    for (const row of rows) expect(row.issuedDate <= '2024-12-31').toBe(true);
  });

  it('exports the rows of the list in its order, batch after batch, whatever the batch size', async () => {
    for (const call of [{ sortBy: 'country', orderBy: 'desc' as const }, { q: 'a' }]) {
      const listed: { id: number }[] = [];
      for (let page = 1; ; page++) {
        const { rows } = await customerList.page(t.app.db, { ...call, page, itemsPerPage: 100 });
        listed.push(...rows);
        if (rows.length < 100) break;
      }
      const exported: { id: number }[] = [];
      const read = { columns: { country: customers.country } };
      for await (const batch of customerList.exportBatches(t.app.db, read, call, 7)) exported.push(...batch);
      expect(ids(exported), JSON.stringify(call)).toEqual(ids(listed));
    }
    const all = await customerList.page(t.app.db, { page: 1, itemsPerPage: 100, sortBy: 'country' });
    expect(all.total).toBe(await countRows(t, customers));
  });
});
