import type { CustomerNotifications, ProductVariant } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { oneOf, stamp } from './ecommerce-columns.ts';
import { editVersion } from './edit-version.ts';

/**
 * The shop's catalogue, customers and settings (docs/ecommerce.md); orders and feedback are in
 * ecommerce-orders.ts. Money is integer cents; every list filter and sort key has an index. Status
 * columns are checked against the contract's values, so a row can never hold another one.
 */

const PRODUCT_STATUSES = oneOf(['Inactive', 'Published', 'Scheduled']);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Published'),
    createdAt: stamp('created_at'),
    /** How many products are in it and what their order items earned: kept by triggers (migration 0009). */
    productCount: integer('product_count').notNull().default(0),
    earningCents: bigint('earning_cents', { mode: 'number' }).notNull().default(0),
    version: editVersion(),
  },
  (t) => [
    uniqueIndex('categories_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
    // Every sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('categories_name_id_idx').on(t.name, t.id),
    index('categories_status_id_idx').on(t.status, t.id),
    index('categories_product_count_idx').on(t.productCount, t.id),
    index('categories_earning_idx').on(t.earningCents, t.id),
    index('categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('categories_slug_trgm_idx').using('gin', t.slug.op('gin_trgm_ops')),
    index('categories_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('categories_status_check', sql`${t.status} in (${PRODUCT_STATUSES})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sku: text('sku').notNull(),
    barcode: text('barcode').notNull().default(''),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents'),
    qty: integer('qty').notNull().default(0),
    stock: boolean('stock').notNull().default(true),
    status: text('status').notNull().default('Published'),
    image: text('image'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    variants: jsonb('variants').$type<ProductVariant[]>().notNull().default([]),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    version: editVersion(),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    // Every filter and sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('products_category_idx').on(t.categoryId, t.id),
    // The category filter with the sort by price (a category's prices cluster: walking the price
    // index for one category's rows read 15,000 others first).
    index('products_category_price_idx').on(t.categoryId, t.priceCents, t.id),
    index('products_status_idx').on(t.status, t.id),
    index('products_stock_idx').on(t.stock, t.id),
    // Both filters at once: the capped count (lib/list-count.ts) reads its 1,001 rows from the index
    // alone, where a scan of the table read 25,000 to find them (6 ms a call at 100,000 products).
    index('products_stock_status_idx').on(t.stock, t.status, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_price_idx').on(t.priceCents, t.id),
    index('products_qty_idx').on(t.qty, t.id),
    // q as a substring of name or brand (lib/search.ts textSearch).
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_brand_trgm_idx').using('gin', t.brand.op('gin_trgm_ops')),
    check('products_status_check', sql`${t.status} in (${PRODUCT_STATUSES})`),
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check(
      'products_discount_check',
      sql`${t.discountedPriceCents} is null or (${t.discountedPriceCents} >= 0 and ${t.discountedPriceCents} <= ${t.priceCents})`,
    ),
    check('products_qty_check', sql`${t.qty} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    customerNumber: integer('customer_number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    contact: text('contact').notNull().default(''),
    status: text('status').notNull().default('Active'),
    avatar: text('avatar'),
    /** Kept equal to the customer's orders by every write that touches orders. */
    orderCount: integer('order_count').notNull().default(0),
    totalSpentCents: bigint('total_spent_cents', { mode: 'number' }).notNull().default(0),
    /** The customer's choices per topic and channel; null until first saved (the defaults apply). */
    notificationPrefs: jsonb('notification_prefs').$type<CustomerNotifications>(),
    createdAt: stamp('created_at'),
    version: editVersion(),
  },
  (t) => [
    uniqueIndex('customers_number_idx').on(t.customerNumber),
    uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`),
    // Every filter and sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('customers_name_idx').on(t.name, t.id),
    index('customers_country_idx').on(t.country, t.id),
    index('customers_country_lower_idx').on(sql`lower(${t.country})`, t.id),
    index('customers_order_count_idx').on(t.orderCount, t.id),
    index('customers_total_spent_idx').on(t.totalSpentCents, t.id),
    // q as a substring of name, e-mail or country (lib/search.ts textSearch).
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('customers_country_trgm_idx').using('gin', t.country.op('gin_trgm_ops')),
    check('customers_status_check', sql`${t.status} in (${oneOf(['Active', 'Inactive', 'Suspended'])})`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    fullName: text('full_name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    check('customer_addresses_kind_check', sql`${t.kind} in (${oneOf(['shipping', 'billing'])})`),
  ],
);

/** One row per settings section, its data validated by the section's zod schema on every write. */
export const shopSettings = pgTable('shop_settings', {
  section: text('section').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: stamp('updated_at'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  version: editVersion(),
});
