import type { EcommerceDashboardAnswer } from '@app/contracts';

export type MonthRow = EcommerceDashboardAnswer['revenueByMonth'][number];
export const PERIODS = [3, 6, 12] as const;
export type Period = (typeof PERIODS)[number];

/** The last `months` months of the series (the API sends them oldest first). */
export const lastMonths = (rows: MonthRow[], months: Period): MonthRow[] => rows.slice(-months);

export type PeriodSummary = {
  revenue: number;
  orders: number;
  averageOrderValue: number;
  growth: number | null;
};

/**
 * Revenue and orders over the rows, the average order value, and how the last month compares with the
 * one before it (a ratio such as 0.25 for +25%; null when the month before sold nothing).
 */
export function summarize(rows: MonthRow[]): PeriodSummary {
  const revenue = rows.reduce((sum, r) => sum + r.revenue, 0);
  const orders = rows.reduce((sum, r) => sum + r.orders, 0);
  const last = rows.at(-1);
  const before = rows.at(-2);
  const growth =
    last && before && before.revenue > 0 ? (last.revenue - before.revenue) / before.revenue : null;
  return {
    revenue: Math.round(revenue * 100) / 100,
    orders,
    averageOrderValue: orders > 0 ? Math.round((revenue / orders) * 100) / 100 : 0,
    growth,
  };
}

/** Part of a whole, 0 when the whole is 0. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
