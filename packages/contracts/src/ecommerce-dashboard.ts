import { z } from 'zod';
import { dashboardPeriod } from './dashboard-range.ts';
import { order } from './order.ts';

export const ECOMMERCE_TOP_PRODUCTS = 5;
export const ECOMMERCE_RECENT_ORDERS = 5;
export const ECOMMERCE_REVENUE_MONTHS = 12;

/**
 * GET /api/apps/ecommerce/dashboard?from&to: the shop's figures, from the summary tables (docs/dashboards.md).
 * Amounts in dollars; months are UTC calendar months 'YYYY-MM', oldest first, empty months included.
 * Revenue, orders, average order, orders by status and sales by country count the period's orders
 * (by the day they were placed); customers and products are counts now; top products and the
 * 12-month chart are not limited to the period.
 */
export const ecommerceDashboardAnswer = z.object({
  period: dashboardPeriod,
  previousPeriod: dashboardPeriod,
  totals: z.object({
    /** Spent over the period's paid orders (payment 1). */
    revenue: z.number(),
    orders: z.number(),
    customers: z.number(),
    products: z.number(),
    averageOrderValue: z.number(),
  }),
  /** The same figures over the previous period of equal length. */
  previous: z.object({ revenue: z.number(), orders: z.number(), averageOrderValue: z.number() }),
  revenueByMonth: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), revenue: z.number(), orders: z.number() }),
  ),
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  /** By revenue over all orders; only products the reader may read, null when they may read none. */
  topProducts: z
    .array(
      z.object({
        id: z.number(),
        productName: z.string(),
        category: z.string(),
        image: z.string().nullable(),
        unitsSold: z.number(),
        revenue: z.number(),
      }),
    )
    .nullable(),
  /** Every country with orders in the period, by revenue, with the previous period's revenue. */
  salesByCountry: z.array(
    z.object({
      country: z.string(),
      countryCode: z.string(),
      orders: z.number(),
      revenue: z.number(),
      previousRevenue: z.number(),
    }),
  ),
  /** The newest orders the reader may read; null when they may read none. */
  recentOrders: z.array(order).nullable(),
});
export type EcommerceDashboardAnswer = z.infer<typeof ecommerceDashboardAnswer>;
