import { type Customer, customerListQuery } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvColumn, csvDownloader, expectCsvFile } from '../../test/csv-export.ts';
import { getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { customerExportBatches } from './customer-export.service.ts';

type Answer = { customers: Customer[]; total: number };
const exportQuery = customerListQuery.omit({ page: true, itemsPerPage: true });
const URL = '/api/apps/ecommerce/customers/export.csv';

/** The customer ID is the third cell. */
const customerIds = (body: string) => csvColumn(body, 2).map(Number);

describe('customers: the CSV export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const download = (query = '', token?: string | null) => csvDownloader(t, URL)(query, token);
  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/customers?itemsPerPage=100&${query}`);

  it('downloads customers-<date>.csv with the BOM and the header line', async () => {
    expectCsvFile(await download(), 'customers', 'Customer,E-mail,Customer ID,Country,Orders,Total spent');
  });

  it('holds the customers of the list with its filters and sort, one line each', async () => {
    for (const query of ['', 'sortBy=totalSpent&orderBy=desc', 'q=a&sortBy=country', 'sortBy=customer']) {
      const { total, customers } = await list(query);
      const body = (await download(`?${query}`)).body;
      expect(customerIds(body), query).toEqual(customers.map((c) => c.customerId));
      expect(customerIds(body)).toHaveLength(total);
    }
  });

  it('reads batch after batch without losing or repeating a customer', async () => {
    for (const query of ['', 'sortBy=orders', 'sortBy=country&orderBy=desc']) {
      const filter = exportQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const read: number[] = [];
      for await (const batch of customerExportBatches(t.app.db, filter, 7))
        read.push(...batch.map((c) => c.customerId));
      expect(read, query).toEqual((await list(query)).customers.map((c) => c.customerId));
    }
  });

  it('refuses anonymous callers (401) and roles that may not read customers (403)', async () => {
    expect((await download('', null)).statusCode).toBe(401);
    expect((await download('', t.clientToken)).statusCode).toBe(403);
  });
});
