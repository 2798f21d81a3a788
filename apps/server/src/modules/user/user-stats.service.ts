import { type UserStatsAnswer, userPlans, userStatuses } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import {
  countByPlan,
  countByRole,
  countByStatus,
  recentUsers,
  signupsByMonth,
} from './user-stats.repository.ts';

const RECENT_USERS = 5;
const MONTHS = 12;

/** Every known key appears, with 0 when nobody has it, so a chart keeps a stable legend. */
function tally(keys: readonly string[], counts: { key: string; count: number }[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const { key, count } of counts) out[key] = count;
  return out;
}

/** One read-only snapshot on one connection, so the cards agree (and one request holds one connection). */
export async function userStats(db: Db): Promise<UserStatsAnswer> {
  const { byStatus, byPlan, byRole, recent, months } = await db.transaction(
    async (tx) => ({
      byStatus: await countByStatus(tx),
      byPlan: await countByPlan(tx),
      byRole: await countByRole(tx),
      recent: await recentUsers(tx, RECENT_USERS),
      months: await signupsByMonth(tx, MONTHS),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    byStatus: tally(userStatuses, byStatus),
    byPlan: tally(userPlans, byPlan),
    byRole: tally([], byRole),
    recent,
    signupsByMonth: months,
  };
}
