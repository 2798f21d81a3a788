import type { CrmDashboardAnswer } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { countFigures, findRecentUsers } from './crm-dashboard.repository.ts';

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
      const figures = await countFigures(tx);
      const recentUsers = await findRecentUsers(tx);
      const thisMonth = figures.signupsByMonth.at(-1)?.count ?? 0;
      const lastMonth = figures.signupsByMonth.at(-2)?.count ?? 0;
      const { activeSessions, ...counts } = figures;
      return {
        ...counts,
        signups: { thisMonth, lastMonth, growthPercent: growthPercent(thisMonth, lastMonth) },
        recentUsers,
        activeSessions,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
