import { type Order, orderListQuery } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvColumn, csvDownloader, csvLines, expectCsvFile } from '../../test/csv-export.ts';
import { getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { orderExportBatches } from './order-export.service.ts';

type Answer = { orders: Order[]; total: number };
const exportQuery = orderListQuery.omit({ page: true, itemsPerPage: true });
const URL = '/api/apps/ecommerce/orders/export.csv';

const orderNumbers = (body: string) => csvColumn(body, 0).map(Number);

describe('orders: the CSV export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const download = (query = '', token?: string | null) => csvDownloader(t, URL)(query, token);
  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/orders?itemsPerPage=100&${query}`);

  it('downloads a dated UTF-8 CSV file that starts with a BOM and the header line', async () => {
    expectCsvFile(await download(), 'orders', 'Order,Date,Customer,E-mail,Total,Payment,Status,Method');
  });

  it('holds one line per order of the list, in the list order', async () => {
    const { total, orders } = await list('');
    const body = (await download()).body;
    expect(orderNumbers(body)).toHaveLength(total);
    expect(orderNumbers(body)).toEqual(orders.map((o) => o.order));
  });

  it('reads batch after batch without losing or repeating an order, in every sort', async () => {
    for (const query of ['', 'sortBy=date&orderBy=asc', 'sortBy=customers&orderBy=desc', 'sortBy=status']) {
      const filter = exportQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const read: number[] = [];
      for await (const batch of orderExportBatches(t.app.db, filter, 7)) {
        read.push(...batch.map((o) => o.order));
      }
      expect(read, query).toEqual((await list(query)).orders.map((o) => o.order));
    }
  });

  it('applies the filters and the sort of the list', async () => {
    for (const query of [
      'status=Delivered&sortBy=spent&orderBy=desc',
      'q=a&sortBy=customers',
      'payment=1&sortBy=date&orderBy=asc',
      'sortBy=status&orderBy=desc',
      'sortBy=order',
    ]) {
      const { total, orders } = await list(query);
      const body = (await download(`?${query}`)).body;
      expect(orderNumbers(body), query).toEqual(orders.map((o) => o.order));
      expect(orderNumbers(body)).toHaveLength(total);
    }
  });

  it('writes the row as the list shows it: date, e-mail, total with cents, labels', async () => {
    const [first] = (await list('')).orders;
    const line = csvLines((await download()).body)[1];
    expect(line).toContain(`${first.order},${first.createdAt},`);
    expect(line).toContain(`,${first.email},${first.spent.toFixed(2)},`);
  });

  it('quotes cells with commas and quotes, and neutralises cells a spreadsheet would run', async () => {
    const [first] = (await list('')).orders;
    await t.app.db.execute(
      sql`update customers set name = ${'=HYPERLINK("http://evil.test")'}, email = ${'a,b@example.test'} where customer_number = ${first.customerId}`,
    );
    const line = csvLines((await download(`?customerId=${first.customerId}`)).body)[1];
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.test"")","a,b@example.test",`);
  });

  it('refuses anonymous callers (401) and roles that may not read orders (403)', async () => {
    expect((await download('', null)).statusCode).toBe(401);
    expect((await download('', t.clientToken)).statusCode).toBe(403);
  });

  it('refuses an unknown filter value with the field error (400)', async () => {
    const res = await download('?status=Lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('status');
  });
});
