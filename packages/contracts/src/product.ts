import { z } from 'zod';
import { editVersion, listTotal, orderBy, pagingQuery, rowId, searchText } from './common.ts';
import {
  booleanFilter,
  moneyInput,
  optionalEnum,
  optionalIdFilter,
  optionalText,
} from './ecommerce-common.ts';

export const productStatuses = ['Inactive', 'Published', 'Scheduled'] as const;
export type ProductStatus = (typeof productStatuses)[number];
/** The categories of the demo data (spec 001 §3); more can be created on the categories page. */
export const seedCategoryNames = [
  'Electronics',
  'Accessories',
  'Shoes',
  'Office',
  'Home Decor',
  'Games',
] as const;
export const productSortKeys = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];

/** GET /api/apps/ecommerce/products. Without sortBy the newest product comes first. */
export const productListQuery = z.object({
  q: searchText,
  stock: booleanFilter,
  /** A category name, compared case-insensitively. */
  category: optionalText,
  categoryId: optionalIdFilter,
  status: optionalEnum(productStatuses),
  sortBy: z.enum(productSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** The spec's product (§3) plus priceValue, discount, categoryId and createdAt. */
export const product = z.object({
  id: z.number(),
  productName: z.string(),
  category: z.string(),
  categoryId: z.number(),
  stock: z.boolean(),
  sku: z.string(),
  /** Text with the currency sign, e.g. "$999.00". */
  price: z.string(),
  /** The same price as a number of dollars, e.g. 999. */
  priceValue: z.number(),
  discountedPrice: z.string().nullable(),
  discountedPriceValue: z.number().nullable(),
  qty: z.number(),
  status: z.enum(productStatuses),
  /** The first image, a URL path; null when the product has none. */
  image: z.string().nullable(),
  productBrand: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Product = z.infer<typeof product>;

export const productVariant = z.object({
  option: z.string().trim().min(1, 'is required').max(40, 'is too long'),
  value: z.string().trim().min(1, 'is required').max(100, 'is too long'),
});
export type ProductVariant = z.infer<typeof productVariant>;

export const productDetail = product.extend({
  barcode: z.string(),
  /** Sanitized HTML (the server keeps an allow-list of tags and attributes). */
  description: z.string(),
  tags: z.array(z.string()),
  variants: z.array(productVariant),
  images: z.array(z.string()),
  updatedAt: z.string(),
  /** Moves on every write (docs/edit-conflicts.md). */
  version: z.number(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productListAnswer = z.object({ products: z.array(product), ...listTotal });
export type ProductListAnswer = z.infer<typeof productListAnswer>;

/** A same-site path (an uploaded image: /api/uploads/products/…) or an https URL. */
export const imageUrl = z
  .string()
  .trim()
  .max(500, 'is too long')
  .refine(
    (v) => (/^\/[A-Za-z0-9/_.-]+$/.test(v) && !v.includes('..')) || /^https:\/\/[^\s"'<>]+$/.test(v),
    'must be an uploaded image path or an https URL',
  );

/**
 * POST and PUT /api/apps/ecommerce/products(/:id): the whole product. Money in dollars, at most two
 * decimals; `stock` defaults to qty > 0; the first image becomes `image`.
 */
export const productBody = z
  .object({
    productName: z.string().trim().min(2, 'must have at least 2 characters').max(200, 'is too long'),
    productBrand: z.string().trim().max(100, 'is too long').default(''),
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
      .regex(/^[0-9A-Za-z-]*$/, 'may hold only letters, digits and dashes')
      .default(''),
    description: z.string().max(20_000, 'is too long').default(''),
    price: moneyInput,
    discountedPrice: moneyInput.nullable().default(null),
    qty: z
      .number('must be a number')
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(1_000_000, 'must be at most 1000000'),
    stock: z.boolean('must be true or false').optional(),
    categoryId: rowId,
    status: z.enum(productStatuses, `must be one of ${productStatuses.join(', ')}`).default('Published'),
    tags: z.array(z.string().trim().min(1).max(40, 'is too long')).max(20, 'has too many tags').default([]),
    variants: z.array(productVariant).max(20, 'has too many variants').default([]),
    images: z.array(imageUrl).max(10, 'has too many images').default([]),
  })
  .refine((p) => p.discountedPrice === null || p.discountedPrice <= p.price, {
    path: ['discountedPrice'],
    message: 'must not exceed the price',
  });
export type ProductBody = z.input<typeof productBody>;

/** PUT /api/apps/ecommerce/products/:id: the product with the version the form loaded. */
export const productUpdateBody = productBody.safeExtend({ version: editVersion });
export type ProductUpdateBody = z.input<typeof productUpdateBody>;

export const productStatsAnswer = z.object({
  total: z.number(),
  /** Every status, zero when no product has it. */
  byStatus: z.record(z.string(), z.number()),
  inStock: z.number(),
  outOfStock: z.number(),
  /** Every category, with its product count, by name. */
  byCategory: z.array(z.object({ categoryId: z.number(), category: z.string(), count: z.number() })),
  /** Sum of price × qty over all products, in dollars. */
  inventoryValue: z.number(),
});
export type ProductStatsAnswer = z.infer<typeof productStatsAnswer>;

export const PRODUCT_NOT_FOUND_TEXT = 'Product not found';
