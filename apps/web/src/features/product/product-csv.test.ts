import type { Product } from '@app/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { productsCsv } from './product-csv';

const t = ((key: string) => key) as unknown as TFunction;
const product = (over: Partial<Product>): Product => ({
  id: 1,
  productName: 'Lamp',
  category: 'Home Decor',
  categoryId: 5,
  stock: true,
  sku: 'L-1',
  price: '$19.90',
  priceValue: 19.9,
  discountedPrice: null,
  discountedPriceValue: null,
  qty: 4,
  status: 'Published',
  image: null,
  productBrand: 'Ikea',
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('the exported product list', () => {
  it('has a header line and one line per product, with money as plain numbers', () => {
    const lines = productsCsv(
      [product({}), product({ productName: 'Chair, oak', stock: false, discountedPriceValue: 9 })],
      t,
    ).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('Lamp,Ikea,Home Decor,L-1,19.90,,4,stock.in,statuses.Published');
    expect(lines[2]).toBe('"Chair, oak",Ikea,Home Decor,L-1,19.90,9.00,4,stock.out,statuses.Published');
  });
});
