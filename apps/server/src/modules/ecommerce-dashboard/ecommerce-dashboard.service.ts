import {
  type DashboardRangeQuery,
  ECOMMERCE_RECENT_ORDERS,
  type EcommerceDashboardAnswer,
  resolveDashboardRange,
} from '@app/contracts';
import type { Db, Queryable } from '../../db/client.ts';
import { latestOrders } from '../order/order.service.ts';
import { rebuildSummaries, setSummaryTriggers, shopFigures } from './ecommerce-dashboard.repository.ts';

/** Every figure of the shop dashboard from one read-only, repeatable-read snapshot, so they agree. */
export function loadEcommerceDashboard(
  db: Db,
  query: DashboardRangeQuery = {},
  now = Date.now(),
): Promise<EcommerceDashboardAnswer> {
  const { current, previous } = resolveDashboardRange(query, now);
  return db.transaction(
    async (tx) => ({
      period: current,
      previousPeriod: previous,
      ...(await shopFigures(tx, current, previous)),
      recentOrders: await latestOrders(tx, ECOMMERCE_RECENT_ORDERS),
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
