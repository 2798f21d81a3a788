import {
  CRM_MONTHLY_FROM_DAYS,
  type CrmDashboardAnswer,
  type DashboardRangeQuery,
  resolveDashboardRange,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import {
  activityOf,
  countFigures,
  earningsOf,
  findRecentUsers,
  projectsOf,
  recentTransactionsOf,
  salesByCountryOf,
  salesOf,
} from './crm-dashboard.repository.ts';

/** The CRM dashboard's address; the server renders its first paint for a signed-in reader (decision 021). */
export const CRM_DASHBOARD_PATH = '/dashboards/crm';

/**
 * The queries the CRM dashboard is drawn with: its figures over the default period (no `from`/`to` in
 * the URL), through the same call as GET /api/dashboard/crm, under the web app's key
 * (lib/queries/crm-dashboard.ts: `['crm-dashboard', toRangeQuery({})]`).
 */
export async function crmDashboardQueries(db: Db): Promise<[unknown[], unknown][]> {
  return [[['crm-dashboard', {}], await loadCrmDashboard(db)]];
}

/** Change in percent with one decimal; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * Every figure of the CRM dashboard. One read-only, repeatable-read transaction, so the cards agree
 * with each other even while users sign up.
 */
export function loadCrmDashboard(
  db: Db,
  query: DashboardRangeQuery = {},
  now = Date.now(),
): Promise<CrmDashboardAnswer> {
  const { current: period, previous: previousPeriod, days } = resolveDashboardRange(query, now);
  return db.transaction(
    async (tx) => {
      const figures = await countFigures(tx);
      const current = await salesOf(tx, period);
      const previous = await salesOf(tx, previousPeriod);
      const bucket = days > CRM_MONTHLY_FROM_DAYS ? 'month' : 'day';
      const earnings = { bucket, rows: await earningsOf(tx, period, bucket) } as const;
      const salesByCountry = await salesByCountryOf(tx, period, previousPeriod);
      const projects = await projectsOf(tx);
      const recentTransactions = await recentTransactionsOf(tx);
      const activity = await activityOf(tx);
      const recentUsers = await findRecentUsers(tx);
      const thisMonth = figures.signupsByMonth.at(-1)?.count ?? 0;
      const lastMonth = figures.signupsByMonth.at(-2)?.count ?? 0;
      const { activeSessions, ...counts } = figures;
      return {
        ...counts,
        signups: { thisMonth, lastMonth, growthPercent: growthPercent(thisMonth, lastMonth) },
        recentUsers,
        activeSessions,
        period,
        previousPeriod,
        current,
        previous,
        earnings,
        salesByCountry,
        ...projects,
        recentTransactions,
        activity,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
