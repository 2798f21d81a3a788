import { type Product, productListQuery } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvColumn, csvDownloader, expectCsvFile } from '../../test/csv-export.ts';
import { getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { productExportBatches } from './product-export.service.ts';

type Answer = { products: Product[]; total: number };
const exportQuery = productListQuery.omit({ page: true, itemsPerPage: true });
const URL = '/api/apps/ecommerce/products/export.csv';

/** The SKU of each line: the fourth cell. */
const skus = (body: string) => csvColumn(body, 3);

describe('products: the CSV export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const download = (query = '', token?: string | null) => csvDownloader(t, URL)(query, token);
  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/products?itemsPerPage=100&${query}`);

  it('downloads products-<date>.csv with the BOM and the header line', async () => {
    const header = 'Product,Brand,Category,SKU,Price,Discounted price,Qty,Stock,Status';
    expectCsvFile(await download(), 'products', header);
  });

  it('holds the products of the list with its filters and sort, one line each', async () => {
    for (const query of [
      '',
      'sortBy=price&orderBy=desc',
      'stock=true&sortBy=category',
      'status=Published&sortBy=product',
    ]) {
      const { total, products } = await list(query);
      const body = (await download(`?${query}`)).body;
      expect(skus(body), query).toEqual(products.map((p) => p.sku));
      expect(skus(body)).toHaveLength(total);
    }
  });

  it('reads batch after batch without losing or repeating a product', async () => {
    for (const query of ['', 'sortBy=category&orderBy=desc', 'sortBy=qty']) {
      const filter = exportQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const read: string[] = [];
      for await (const batch of productExportBatches(t.app.db, filter, 7))
        read.push(...batch.map((p) => p.sku));
      expect(read, query).toEqual((await list(query)).products.map((p) => p.sku));
    }
  });

  it('refuses anonymous callers (401)', async () => {
    expect((await download('', null)).statusCode).toBe(401);
  });
});
