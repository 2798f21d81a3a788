import type { ProductDetail } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  emptyProductForm,
  formToProductBody,
  productFormSchema,
  productToForm,
} from './product-form-values';

const filled = () => ({
  ...emptyProductForm(),
  productName: '  Desk Lamp ',
  sku: 'LAMP-01',
  price: '49.90',
  discountedPrice: '39.92',
  qty: '12',
  categoryId: '4',
  tags: [' light '],
  variants: [{ option: ' Color ', value: 'Black ' }],
});

const errorsOf = (values: ReturnType<typeof filled>) => {
  const result = productFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the product form', () => {
  it('sends prices and quantity as numbers, trimmed texts and no discount when left empty', () => {
    expect(formToProductBody(filled())).toMatchObject({
      productName: 'Desk Lamp',
      price: 49.9,
      discountedPrice: 39.92,
      qty: 12,
      categoryId: 4,
      tags: ['light'],
      variants: [{ option: 'Color', value: 'Black' }],
    });
    expect(formToProductBody({ ...filled(), discountedPrice: ' ' }).discountedPrice).toBeNull();
  });

  it('refuses a discounted price above the price, and amounts with three decimals', () => {
    expect(errorsOf({ ...filled(), discountedPrice: '60' })).toEqual({
      discountedPrice: 'must not exceed the price',
    });
    expect(errorsOf({ ...filled(), price: '1.999' }).price).toBe(
      'must be an amount with at most two decimals',
    );
  });

  it('asks for a name, a SKU, a price and a category', () => {
    const errors = errorsOf({ ...emptyProductForm(), qty: '' } as ReturnType<typeof filled>);
    expect(Object.keys(errors).sort()).toEqual(['categoryId', 'price', 'productName', 'qty', 'sku']);
    expect(errorsOf({ ...filled(), sku: 'has space' }).sku).toMatch(/may hold only/);
  });

  it('shows a stored product with its money as typed text', () => {
    const stored = {
      id: 7,
      productName: 'Lamp',
      productBrand: 'Ikea',
      sku: 'L1',
      barcode: '',
      description: '<p>Warm</p>',
      priceValue: 19.9,
      discountedPriceValue: null,
      qty: 3,
      stock: true,
      categoryId: 2,
      status: 'Scheduled',
      tags: ['a'],
      variants: [],
      images: ['/api/uploads/products/x.png'],
    } as unknown as ProductDetail;
    expect(productToForm(stored)).toMatchObject({
      price: '19.90',
      discountedPrice: '',
      qty: '3',
      categoryId: '2',
    });
  });

  it('gives the saving as a whole percentage, and none without a real discount', () => {
    expect(discountPercent('100', '80')).toBe(20);
    expect(discountPercent('49.90', '39.92')).toBe(20);
    expect(discountPercent('100', '')).toBeNull();
    expect(discountPercent('100', '100')).toBeNull();
    expect(discountPercent('abc', '10')).toBeNull();
  });
});
