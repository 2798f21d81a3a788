import {
  type DashboardRangeQuery,
  ECOMMERCE_RECENT_ORDERS,
  type EcommerceDashboardAnswer,
  resolveDashboardRange,
} from '@app/contracts';
import type { AppAbility } from '../../auth/ability.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { latestOrders, readableOrders } from '../order/order.service.ts';
import { readableProducts } from '../product/product.service.ts';
import { rebuildSummaries, setSummaryTriggers, shopFigures } from './ecommerce-dashboard.repository.ts';

/**
 * Every figure of the shop dashboard from one read-only, repeatable-read snapshot, so they agree. The
 * top products and recent orders list only those the reader may read (null: none, the card says why).
 */
export function loadEcommerceDashboard(
  db: Db,
  reader: AppAbility,
  query: DashboardRangeQuery = {},
  now = Date.now(),
): Promise<EcommerceDashboardAnswer> {
  const { current, previous } = resolveDashboardRange(query, now);
  return db.transaction(
    async (tx) => ({
      period: current,
      previousPeriod: previous,
      ...(await shopFigures(
        tx,
        current,
        previous,
        reader.can('read', 'Product') ? readableProducts(reader) : null,
      )),
      recentOrders: reader.can('read', 'Order')
        ? await latestOrders(tx, ECOMMERCE_RECENT_ORDERS, readableOrders(reader))
        : null,
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Runs a bulk load with the summary triggers off, then rebuilds the summaries once, inside the
 * caller's transaction: one aggregate over the loaded tables instead of one per statement.
 */
export async function withSummariesRebuilt(tx: Queryable, load: () => Promise<void>): Promise<void> {
  await setSummaryTriggers(tx, false);
  await load();
  await setSummaryTriggers(tx, true);
  await rebuildSummaries(tx);
}
