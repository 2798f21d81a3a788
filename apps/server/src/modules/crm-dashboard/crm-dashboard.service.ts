import type { CrmDashboardAnswer } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import {
  countActiveSessions,
  countSignupsByMonth,
  countTotals,
  countUsersByPlan,
  countUsersByRole,
  countUsersByStatus,
  findRecentUsers,
} from './crm-dashboard.repository.ts';

/** Change in percent with one decimal; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * Every figure of the CRM dashboard. One read-only, repeatable-read transaction, so the cards agree
 * with each other even while users sign up.
 */
export function loadCrmDashboard(db: Db): Promise<CrmDashboardAnswer> {
  return db.transaction(
    async (tx) => {
      const totals = await countTotals(tx);
      const usersByRole = await countUsersByRole(tx);
      const usersByStatus = await countUsersByStatus(tx);
      const usersByPlan = await countUsersByPlan(tx);
      const signupsByMonth = await countSignupsByMonth(tx);
      const recentUsers = await findRecentUsers(tx);
      const activeSessions = await countActiveSessions(tx);
      const thisMonth = signupsByMonth.at(-1)?.count ?? 0;
      const lastMonth = signupsByMonth.at(-2)?.count ?? 0;
      return {
        totals,
        usersByRole,
        usersByStatus,
        usersByPlan,
        signupsByMonth,
        signups: { thisMonth, lastMonth, growthPercent: growthPercent(thisMonth, lastMonth) },
        recentUsers,
        activeSessions,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
