import type { PostalAddress } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { customers, products } from './ecommerce.ts';
import { oneOf, stamp } from './ecommerce-columns.ts';
import { editVersion } from './edit-version.ts';

/** Orders with their items and timeline, reviews and referrals (docs/ecommerce.md). */

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
    /**
     * The staff member the order belongs to, for "owner = me" rules (decision 015): by default the
     * signed-in user whose request inserts it (app.actor_id, decision 019); none for the public checkout.
     */
    ownerId: integer('owner_id')
      .references(() => users.id, { onDelete: 'set null' })
      .default(sql`nullif(current_setting('app.actor_id', true), '')::integer`),
    version: editVersion(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    // Every filter and sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('orders_customer_idx').on(t.customerId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_payment_idx').on(t.payment, t.id),
    // Both filters at once: the capped count (lib/list-count.ts) reads its 1,001 rows from the index
    // alone; at 100,000 orders a scan of the table read 25,000 to find them (9.6 ms a call).
    index('orders_status_payment_idx').on(t.status, t.payment, t.id),
    index('orders_ordered_at_idx').on(t.orderedAt, t.id),
    index('orders_spent_idx').on(t.spentCents, t.id),
    index('orders_owner_idx').on(t.ownerId, t.id),
    // q as digits of the order number (lib/search.ts numberSearch).
    index('orders_number_trgm_idx').using('gin', sql`(${t.orderNumber}::text) gin_trgm_ops`),
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
    // Every filter and sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('reviews_product_idx').on(t.productId, t.id),
    index('reviews_customer_idx').on(t.customerId, t.id),
    index('reviews_status_idx').on(t.status, t.id),
    index('reviews_rating_idx').on(t.rating, t.id),
    index('reviews_reviewed_at_idx').on(t.reviewedAt, t.id),
    // q as a substring of the review's title or text (lib/search.ts textSearch).
    index('reviews_head_trgm_idx').using('gin', t.head.op('gin_trgm_ops')),
    index('reviews_para_trgm_idx').using('gin', t.para.op('gin_trgm_ops')),
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
    // Every filter and sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('referrals_customer_idx').on(t.customerId, t.id),
    index('referrals_referred_idx').on(t.referredId, t.id),
    index('referrals_status_idx').on(t.status, t.id),
    index('referrals_value_idx').on(t.valueCents, t.id),
    index('referrals_earning_idx').on(t.earningCents, t.id),
    check('referrals_status_check', sql`${t.status} in (${oneOf(['Paid', 'Unpaid', 'Rejected'])})`),
    check('referrals_amounts_check', sql`${t.valueCents} >= 0 and ${t.earningCents} >= 0`),
  ],
);
