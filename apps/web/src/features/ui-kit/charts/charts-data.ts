import type {
  AnalyticsDashboardAnswer,
  CrmDashboardAnswer,
  EcommerceDashboardAnswer,
  LogisticsDashboardAnswer,
} from '@app/contracts';

/** How many keys a time axis labels at most: about eight dates fit side by side on a card. */
export const MAX_TICKS = 8;

/** Every `step`-th key gets a label so that at most `max` do (all of them when they fit). */
export function tickStep(count: number, max = MAX_TICKS): number {
  return Math.max(1, Math.ceil(count / Math.max(1, max)));
}

/** A part of a whole as a ratio, 0 when the whole is empty (no division by zero on a new database). */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** The analytics dashboard's days as the trend chart's rows: visits and page views per day. */
export function dailyTraffic(daily: AnalyticsDashboardAnswer['daily']) {
  return daily.map((d) => ({ key: d.day, visits: d.visits, pageViews: d.pageViews }));
}

/** The shop's months as the monthly bar chart's rows and the trend chart's (the same key twice). */
export function monthlyRevenue(months: EcommerceDashboardAnswer['revenueByMonth']) {
  return months.map((m) => ({ key: m.month, month: m.month, revenue: m.revenue, orders: m.orders }));
}

/** The CRM's earnings per day (or month) as rows of either chart, the bucket's key as `month` too. */
export function earningsRows(earnings: CrmDashboardAnswer['earnings']) {
  return earnings.rows.map((r) => ({ ...r, month: r.key }));
}

/** The countries the shop sold to, one dot each: orders across, revenue up; countries without an order left out. */
export function countryPoints(
  countries: EcommerceDashboardAnswer['salesByCountry'],
  nameOf: (code: string, fallback: string) => string,
) {
  return countries
    .filter((c) => c.orders > 0)
    .map((c) => ({ id: c.countryCode, x: c.orders, y: c.revenue, name: nameOf(c.countryCode, c.country) }));
}

/** The destinations of the period's shipments, one dot each: shipments across, delivered up. */
export function destinationPoints(
  countries: LogisticsDashboardAnswer['ordersByCountry'],
  nameOf: (code: string, fallback: string) => string,
) {
  return countries
    .filter((c) => c.shipments > 0)
    .map((c) => ({
      id: c.countryCode,
      x: c.shipments,
      y: c.delivered,
      name: nameOf(c.countryCode, c.country),
    }));
}

/** Counts by name as donut slices, empty ones left out (a zero slice draws nothing but a gap), largest first. */
export function slicesOf<T extends string>(
  counts: { name: T; count: number }[],
  look: (name: T) => { label: string; color: string },
) {
  return counts
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((c) => ({ id: c.name, value: c.count, ...look(c.name) }));
}

/** The logistics period's shares as percentages: shipments delivered, and deliveries on time. */
export function deliveryShares(figures: LogisticsDashboardAnswer['current']) {
  return {
    delivered: Math.round(ratio(figures.delivered, figures.shipments) * 1000) / 10,
    onTime: Math.round(ratio(figures.onTime, figures.onTime + figures.delayed) * 1000) / 10,
  };
}
