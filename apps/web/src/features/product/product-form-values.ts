import { type ProductBody, type ProductDetail, type ProductStatus, productStatuses } from '@app/contracts';
import { z } from 'zod';

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const money = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(MONEY, 'must be an amount with at most two decimals')
  .refine((v) => Number(v) <= 1_000_000, 'must be at most 1000000');

/**
 * What the form edits: numbers as the text typed (so "12." can be typed), checked here with the same
 * limits as the contract, then turned into the API's body by toProductBody.
 */
export const productFormSchema = z
  .object({
    productName: z.string().trim().min(2, 'must have at least 2 characters').max(200, 'is too long'),
    productBrand: z.string().trim().max(100, 'is too long'),
    sku: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(40, 'is too long')
      .regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, dot, dash and underscore'),
    barcode: z
      .string()
      .trim()
      .max(64, 'is too long')
      .regex(/^[0-9A-Za-z-]*$/, 'may hold only letters, digits and dashes'),
    description: z.string().max(20_000, 'is too long'),
    price: money,
    discountedPrice: z.union([z.literal(''), money]),
    qty: z
      .string()
      .trim()
      .min(1, 'is required')
      .regex(/^\d+$/, 'must be a whole number')
      .refine((v) => Number(v) <= 1_000_000, 'must be at most 1000000'),
    stock: z.boolean(),
    categoryId: z.string().min(1, 'is required'),
    status: z.enum(productStatuses),
    tags: z.array(z.string().trim().min(1).max(40, 'is too long')).max(20, 'has too many tags'),
    variants: z
      .array(
        z.object({
          option: z.string().trim().min(1, 'is required').max(40, 'is too long'),
          value: z.string().trim().min(1, 'is required').max(100, 'is too long'),
        }),
      )
      .max(20, 'has too many variants'),
    images: z.array(z.string()).max(10, 'has too many images'),
  })
  .refine((v) => v.discountedPrice === '' || Number(v.discountedPrice) <= Number(v.price), {
    path: ['discountedPrice'],
    message: 'must not exceed the price',
  });

export type ProductFormValues = z.input<typeof productFormSchema>;

export const emptyProductForm = (): ProductFormValues => ({
  productName: '',
  productBrand: '',
  sku: '',
  barcode: '',
  description: '',
  price: '',
  discountedPrice: '',
  qty: '0',
  stock: true,
  categoryId: '',
  status: 'Published' as ProductStatus,
  tags: [],
  variants: [],
  images: [],
});

/** Dollars as the form shows them: "999", "19.9" → "19.90". */
const moneyText = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

export function productToForm(p: ProductDetail): ProductFormValues {
  return {
    productName: p.productName,
    productBrand: p.productBrand,
    sku: p.sku,
    barcode: p.barcode,
    description: p.description,
    price: moneyText(p.priceValue),
    discountedPrice: p.discountedPriceValue === null ? '' : moneyText(p.discountedPriceValue),
    qty: String(p.qty),
    stock: p.stock,
    categoryId: String(p.categoryId),
    status: p.status,
    tags: p.tags,
    variants: p.variants,
    images: p.images,
  };
}

export function formToProductBody(v: ProductFormValues): ProductBody {
  return {
    productName: v.productName.trim(),
    productBrand: v.productBrand.trim(),
    sku: v.sku.trim(),
    barcode: v.barcode.trim(),
    description: v.description,
    price: Number(v.price),
    discountedPrice: v.discountedPrice.trim() === '' ? null : Number(v.discountedPrice),
    qty: Number(v.qty),
    stock: v.stock,
    categoryId: Number(v.categoryId),
    status: v.status,
    tags: v.tags.map((t) => t.trim()).filter(Boolean),
    variants: v.variants.map((x) => ({ option: x.option.trim(), value: x.value.trim() })),
    images: v.images,
  };
}

/** The discount as a whole percentage of the price ("20" for 100 → 80); null when there is none. */
export function discountPercent(price: string, discounted: string): number | null {
  const p = Number(price);
  const d = Number(discounted);
  if (discounted.trim() === '' || !MONEY.test(price.trim()) || !MONEY.test(discounted.trim())) return null;
  if (p <= 0 || d >= p) return null;
  return Math.round(((p - d) / p) * 100);
}
