import { bigint, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The dashboards' summary tables (docs/decisions/012-dashboard-summaries.md). Triggers on orders,
 * order_items, customers and products keep them equal to the raw aggregates in the same transaction
 * as every write; `rebuild_dashboard_summaries()` recomputes them from scratch (migration 0008).
 * A key with nothing left to count has no row. Days are UTC days of `orders.ordered_at`.
 */

/** Orders and their spent per UTC day, status and payment (revenue is payment 1). */
export const orderDaySummary = pgTable(
  'order_day_summary',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    payment: smallint('payment').notNull(),
    orders: integer('orders').notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.payment] })],
);

/** Orders and their spent per UTC day, customer country (as the customer's row says now) and payment. */
export const orderCountryDaySummary = pgTable(
  'order_country_day_summary',
  {
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    payment: smallint('payment').notNull(),
    orders: integer('orders').notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.country, t.countryCode, t.payment] })],
);

/** Units sold and revenue per product, over the items of paid orders (payment 1) that still name it. */
export const productSalesSummary = pgTable(
  'product_sales_summary',
  {
    productId: integer('product_id').primaryKey(),
    units: bigint('units', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('product_sales_summary_revenue_idx').on(t.revenueCents.desc().nullsFirst(), t.productId)],
);

/** Row counts of big tables ('customers', 'products'): a dashboard card must not count a million rows. */
export const tableRowCounts = pgTable('table_row_counts', {
  tableName: text('table_name').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
});

/**
 * Users per role, status and plan (migration 0019): the CRM dashboard's totals and breakdowns read a
 * few dozen rows instead of counting every user. Kept by the triggers of `users` like the ones above.
 */
export const userCountSummary = pgTable(
  'user_count_summary',
  {
    roleId: integer('role_id').notNull(),
    status: text('status').notNull(),
    currentPlan: text('current_plan').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.status, t.currentPlan] })],
);

/** Sign-ups per UTC day of `users.created_at`: the CRM's sign-ups of a period and per month. */
export const userSignupDaySummary = pgTable('user_signup_day_summary', {
  day: date('day', { mode: 'string' }).primaryKey(),
  users: integer('users').notNull(),
});

/**
 * The same figures per UTC month (migration 0030): `month` is the first day of the UTC month of
 * `orders.ordered_at` (of `users.created_at` for sign-ups). The same triggers keep them in the same
 * statement as the per-day rows, so a month row always equals the sum of its days' rows. A period's
 * whole months are read here and only its partial months at the edges from the per-day tables
 * (`lib/summary-period.ts`): a year costs about 12 + 60 rows per key instead of 365.
 */
export const orderMonthSummary = pgTable(
  'order_month_summary',
  {
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    payment: smallint('payment').notNull(),
    orders: integer('orders').notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.status, t.payment] })],
);

/** Orders and their spent per UTC month, customer country (as the customer's row says now) and payment. */
export const orderCountryMonthSummary = pgTable(
  'order_country_month_summary',
  {
    month: date('month', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    payment: smallint('payment').notNull(),
    orders: integer('orders').notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.country, t.countryCode, t.payment] })],
);

/** Sign-ups per UTC month of `users.created_at`. */
export const userSignupMonthSummary = pgTable('user_signup_month_summary', {
  month: date('month', { mode: 'string' }).primaryKey(),
  users: integer('users').notNull(),
});
