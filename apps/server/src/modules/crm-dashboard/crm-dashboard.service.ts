import {
  CRM_MONTHLY_FROM_DAYS,
  type CrmDashboardAnswer,
  type DashboardRangeQuery,
  resolveDashboardRange,
} from '@app/contracts';
import type { AppAbility } from '../../auth/ability.ts';
import type { Db } from '../../db/client.ts';
import { reachableInvoices } from '../invoice/invoice-rules.service.ts';
import { readableOrders } from '../order/order.service.ts';
import { reachableUsers } from '../user/user.service.ts';
import {
  activityOf,
  type CardScope,
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
 * What the reader may see of a subject a card lists (the dashboard's own right does not open other
 * subjects): null when no rule lets them read it, else their reach (decision 015).
 */
export function cardScope(reader: AppAbility, subject: 'User' | 'Invoice' | 'Order'): CardScope | null {
  if (!reader.can('read', subject)) return null;
  if (subject === 'User') return { reach: reachableUsers({ ability: reader }) };
  if (subject === 'Invoice') return reachableInvoices(reader, 'read');
  return readableOrders(reader);
}

/** Change in percent with one decimal; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * Every figure of the CRM dashboard. One read-only, repeatable-read transaction, so the cards agree
 * with each other even while users sign up. The cards that list users, invoices and orders list only
 * those the reader may read (null: none, the card says why).
 */
export function loadCrmDashboard(
  db: Db,
  reader: AppAbility,
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
      const [people, invoices, orders] = [
        cardScope(reader, 'User'),
        cardScope(reader, 'Invoice'),
        cardScope(reader, 'Order'),
      ];
      const recentTransactions = invoices && (await recentTransactionsOf(tx, invoices));
      const activity =
        people || invoices || orders ? await activityOf(tx, { users: people, invoices, orders }) : null;
      const recentUsers = people && (await findRecentUsers(tx, people));
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
