import { customerListQuery, invoiceListQuery, orderListQuery } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices } from '../db/schema/index.ts';
import { customerList } from '../modules/customer/customer.repository.ts';
import { customerExportRead } from '../modules/customer/customer-export.repository.ts';
import { invoiceCall, invoiceList } from '../modules/invoice/invoice.repository.ts';
import { orderList } from '../modules/order/order.repository.ts';
import { countRows, ids } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/** lib/list-query.ts through the lists declared with it, on the demo data. */
describe('one list declaration: page, total and export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same page from a kept statement and from SQL built for a row rule', async () => {
    const db = t.app.db;
    for (const asked of [
      { status: 'Delivered' },
      { sortBy: 'customers', orderBy: 'desc', page: 2 },
      { payment: 2, sortBy: 'spent', orderBy: 'asc' },
    ]) {
      const query = orderListQuery.parse(asked);
      const kept = await orderList.page(db, query);
      // A rule that reaches every row takes the path built for the call, with the same rows.
      const built = await orderList.page(db, { ...query, reach: sql`true` });
      expect(ids(built.rows), JSON.stringify(asked)).toEqual(ids(kept.rows));
      expect(built.total).toBe(kept.total);
    }
  });

  it('filters by a field named like the page window (an invoice range ending on a date)', async () => {
    const query = invoiceListQuery.parse({ start: '2000-01-01', end: '2024-12-31', itemsPerPage: 100 });
    const { rows, total } = await invoiceList.page(t.app.db, invoiceCall(query));
    const expected = await countRows(
      t,
      invoices,
      sql`${invoices.issuedDate} between '2000-01-01' and '2024-12-31'`,
    );
    expect(total).toBe(expected);
    for (const row of rows) expect(row.issuedDate <= '2024-12-31').toBe(true);
  });

  it('exports the rows of the list in its order, batch after batch, whatever the batch size', async () => {
    const call = customerListQuery.parse({ sortBy: 'country', orderBy: 'desc', itemsPerPage: 100 });
    const listed = [];
    for (let page = 1; ; page++) {
      const { rows } = await customerList.page(t.app.db, { ...call, page });
      listed.push(...rows);
      if (rows.length < call.itemsPerPage) break;
    }
    expect(listed).toHaveLength(await countRows(t, customers));
    const exported = [];
    for await (const batch of customerList.exportBatches(t.app.db, customerExportRead, call, 7)) {
      exported.push(...batch);
    }
    expect(ids(exported)).toEqual(ids(listed));
  });
});
