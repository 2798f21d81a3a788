import { z } from 'zod';
import { order } from './order.ts';

export const ECOMMERCE_TOP_PRODUCTS = 5;
export const ECOMMERCE_RECENT_ORDERS = 5;
export const ECOMMERCE_REVENUE_MONTHS = 12;

/**
 * GET /api/apps/ecommerce/dashboard: the shop's figures, computed in the database at request time.
 * Amounts in dollars; months are UTC calendar months 'YYYY-MM', oldest first, empty months included.
 */
export const ecommerceDashboardAnswer = z.object({
  totals: z.object({
    /** Sum of spent over every order that was not cancelled or failed. */
    revenue: z.number(),
    orders: z.number(),
    customers: z.number(),
    products: z.number(),
    averageOrderValue: z.number(),
  }),
  revenueByMonth: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), revenue: z.number(), orders: z.number() }),
  ),
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  /** By revenue over all orders. */
  topProducts: z.array(
    z.object({
      id: z.number(),
      productName: z.string(),
      category: z.string(),
      image: z.string().nullable(),
      unitsSold: z.number(),
      revenue: z.number(),
    }),
  ),
  /** Every country with orders, by revenue. */
  salesByCountry: z.array(
    z.object({ country: z.string(), countryCode: z.string(), orders: z.number(), revenue: z.number() }),
  ),
  recentOrders: z.array(order),
});
export type EcommerceDashboardAnswer = z.infer<typeof ecommerceDashboardAnswer>;
