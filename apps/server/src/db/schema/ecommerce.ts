import type { PostalAddress, ProductVariant } from '@app/contracts';
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The shop (docs/ecommerce.md). Money is integer cents; every list filter and sort key has an index.
 * Status columns are checked against the contract's values, so a row can never hold another one.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
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
  },
  (t) => [
    uniqueIndex('categories_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
    index('categories_status_idx').on(t.status),
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
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_category_idx').on(t.categoryId),
    index('products_status_idx').on(t.status),
    index('products_stock_idx').on(t.stock),
    index('products_name_idx').on(t.name),
    index('products_price_idx').on(t.priceCents),
    index('products_qty_idx').on(t.qty),
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
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('customers_number_idx').on(t.customerNumber),
    uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`),
    index('customers_name_idx').on(t.name),
    index('customers_country_idx').on(t.country),
    index('customers_order_count_idx').on(t.orderCount),
    index('customers_total_spent_idx').on(t.totalSpentCents),
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

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: integer('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').notNull(),
    payment: smallint('payment').notNull(),
    method: text('method').notNull(),
    methodNumber: smallint('method_number').notNull(),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** Basis points: 800 is 8 %. The tax follows the subtotal when items change. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    spentCents: integer('spent_cents').notNull().default(0),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    orderedAt: stamp('ordered_at'),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    index('orders_customer_idx').on(t.customerId),
    index('orders_status_idx').on(t.status),
    index('orders_payment_idx').on(t.payment),
    index('orders_ordered_at_idx').on(t.orderedAt),
    index('orders_spent_idx').on(t.spentCents),
    check(
      'orders_status_check',
      sql`${t.status} in (${oneOf(['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'])})`,
    ),
    check('orders_payment_check', sql`${t.payment} between 1 and 4`),
    check('orders_method_check', sql`${t.method} in (${oneOf(['paypalLogo', 'mastercard'])})`),
    check(
      'orders_spent_check',
      sql`${t.spentCents} = ${t.subtotalCents} + ${t.shippingCents} + ${t.taxCents} and ${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.taxCents} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; the name, sku and price below stay as they were ordered. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_qty_check', sql`${t.qty} > 0`),
    check('order_items_price_check', sql`${t.unitPriceCents} >= 0`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status'),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    check('order_events_kind_check', sql`${t.kind} in (${oneOf(['placed', 'status', 'items', 'payment'])})`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    head: text('head').notNull(),
    para: text('para').notNull(),
    status: text('status').notNull().default('Pending'),
    reviewedAt: stamp('reviewed_at'),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    index('reviews_customer_idx').on(t.customerId),
    index('reviews_status_idx').on(t.status),
    index('reviews_rating_idx').on(t.rating),
    index('reviews_reviewed_at_idx').on(t.reviewedAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in (${oneOf(['Pending', 'Published'])})`),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    referredId: integer('referred_id').notNull(),
    status: text('status').notNull(),
    valueCents: integer('value_cents').notNull(),
    earningCents: integer('earning_cents').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('referrals_customer_idx').on(t.customerId),
    index('referrals_referred_idx').on(t.referredId),
    index('referrals_status_idx').on(t.status),
    index('referrals_value_idx').on(t.valueCents),
    index('referrals_earning_idx').on(t.earningCents),
    check('referrals_status_check', sql`${t.status} in (${oneOf(['Paid', 'Unpaid', 'Rejected'])})`),
    check('referrals_amounts_check', sql`${t.valueCents} >= 0 and ${t.earningCents} >= 0`),
  ],
);

/** One row per settings section, its data validated by the section's zod schema on every write. */
export const shopSettings = pgTable('shop_settings', {
  section: text('section').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: stamp('updated_at'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
