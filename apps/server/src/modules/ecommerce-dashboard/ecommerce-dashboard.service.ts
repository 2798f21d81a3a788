import { ECOMMERCE_RECENT_ORDERS, type EcommerceDashboardAnswer } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { listOrders } from '../order/order.repository.ts';
import {
  ordersByStatus,
  revenueByMonth,
  salesByCountry,
  shopTotals,
  topProducts,
} from './ecommerce-dashboard.repository.ts';

/** Every figure of the shop dashboard from one read-only, repeatable-read snapshot, so they agree. */
export function loadEcommerceDashboard(db: Db): Promise<EcommerceDashboardAnswer> {
  return db.transaction(
    async (tx) => ({
      totals: await shopTotals(tx),
      revenueByMonth: await revenueByMonth(tx),
      ordersByStatus: await ordersByStatus(tx),
      topProducts: await topProducts(tx),
      salesByCountry: await salesByCountry(tx),
      recentOrders: await listOrders(tx, {
        q: '',
        sortBy: 'date',
        orderBy: 'desc',
        page: 1,
        itemsPerPage: ECOMMERCE_RECENT_ORDERS,
      }),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
