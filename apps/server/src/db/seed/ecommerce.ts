import { sql } from 'drizzle-orm';
import { withSummariesRebuilt } from '../../modules/ecommerce-dashboard/ecommerce-dashboard.service.ts';
import type { Queryable } from '../client.ts';
import { SHOP_TABLES, withoutSecondaryIndexes } from './ecommerce-bulk.ts';
import { seedCatalog } from './ecommerce-catalog.ts';
import { seedFeedback } from './ecommerce-feedback.ts';
import { dropOrderStage, seedOrders, stageOrders } from './ecommerce-orders.ts';
import { seedCustomers } from './ecommerce-people.ts';
import { withBulkDraws } from './ecommerce-sql.ts';

export type EcommerceSeedSize = {
  products: number;
  customers: number;
  orders: number;
  reviews: number;
  referrals: number;
};

/** The spec's sample counts (spec 001 §9). */
export const DEMO_SHOP_SIZE: EcommerceSeedSize = {
  products: 50,
  customers: 100,
  orders: 100,
  reviews: 100,
  referrals: 45,
};

/**
 * `--scale N`: N orders and N customers, a tenth as many products (issue 7's 1M orders, 100k
 * products), reviews and referrals in the demo's proportions.
 */
export function scaledShopSize(n: number): EcommerceSeedSize {
  if (!Number.isInteger(n) || n < 1 || n > 50_000_000)
    throw new Error('--scale must be a whole number 1-50000000');
  const ratio = (count: number) => Math.max(1, Math.round((n * count) / DEMO_SHOP_SIZE.orders));
  return {
    orders: n,
    customers: n,
    products: Math.max(1, Math.round(n / 10)),
    reviews: ratio(DEMO_SHOP_SIZE.reviews),
    referrals: ratio(DEMO_SHOP_SIZE.referrals),
  };
}

/** From this many orders on, the load drops and rebuilds the secondary indexes (see ecommerce-bulk.ts). */
export const BULK_LOAD_FROM = 20_000;

/**
 * Fills the shop's empty tables with set-based INSERT … SELECT FROM generate_series statements: the
 * same rows on PGlite and PostgreSQL for the same size, and a million orders in minutes.
 */
export async function seedEcommerce(
  tx: Queryable,
  size: EcommerceSeedSize = DEMO_SHOP_SIZE,
  options: { bulk?: boolean; analyze?: boolean } = {},
): Promise<void> {
  for (const [key, value] of Object.entries(size)) {
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`seed size ${key} must be a positive whole number`);
  }
  const load = async () => {
    await seedCatalog(tx, size.products);
    await stageOrders(tx, size);
    await seedCustomers(tx, size.customers);
    await seedOrders(tx, size);
    await dropOrderStage(tx);
    await seedFeedback(tx, size);
  };
  // Sample data is nobody's change: the audit triggers stay quiet for the caller's transaction (docs/audit.md).
  await tx.execute(sql`select set_config('app.audit', 'off', true)`);
  const bulk = options.bulk ?? size.orders >= BULK_LOAD_FROM;
  // A bulk load also leaves the dashboards' summary triggers off and rebuilds the summaries once, and
  // draws with hashint8extended (withBulkDraws).
  if (bulk) await withBulkDraws(() => withoutSecondaryIndexes(tx, () => withSummariesRebuilt(tx, load)));
  else await load();
  // Fresh statistics, or the planner guesses on millions of rows until autovacuum comes round.
  if (bulk && options.analyze !== false) await tx.execute(sql.raw(`analyze ${SHOP_TABLES.join(', ')}`));
}
