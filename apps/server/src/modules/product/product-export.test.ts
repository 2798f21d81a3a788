import { type Product, productListQuery } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../lib/csv-stream.ts';
import { getOk } from '../../test/fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { productExportBatches } from './product-export.service.ts';

type Answer = { products: Product[]; total: number };
const exportQuery = productListQuery.omit({ page: true, itemsPerPage: true });
const URL = '/api/apps/ecommerce/products/export.csv';

/** The SKU of each line: the fourth cell counted from a line whose quoted cells are removed first. */
const skus = (body: string) =>
  body
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((l) => l.replace(/"(?:[^"]|"")*"/g, 'x').split(',')[3]);

describe('products: the CSV export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const download = (query = '', token: string | null = t.adminToken) =>
    t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: token ? bearer(token) : {} });
  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/products?itemsPerPage=100&${query}`);

  it('downloads products-<date>.csv with the BOM and the header line', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith(UTF8_BOM)).toBe(true);
    expect(res.body.slice(1).split('\r\n')[0]).toBe(
      'Product,Brand,Category,SKU,Price,Discounted price,Qty,Stock,Status',
    );
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
