import { z } from 'zod';
import { userStatuses } from './user.ts';

/** How many of the recent sign-ups the CRM dashboard lists. */
export const CRM_RECENT_USERS = 5;
/** How many months the sign-up series covers, the current one included. */
export const CRM_SIGNUP_MONTHS = 12;

const count = z.number().int().nonnegative();

export const crmDashboardTotals = z.object({
  users: count,
  active: count,
  pending: count,
  inactive: count,
  roles: count,
  permissions: count,
});

export const crmRecentUser = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type CrmRecentUser = z.infer<typeof crmRecentUser>;

/**
 * GET /api/dashboard/crm: everything the CRM dashboard shows, counted in the database at request time.
 * Months are calendar months in UTC, written 'YYYY-MM', oldest first, empty months included.
 */
export const crmDashboardAnswer = z.object({
  totals: crmDashboardTotals,
  /** Every role, with how many users hold it, most first. */
  usersByRole: z.array(z.object({ role: z.string(), count })),
  /** Every known status (active, pending, inactive), zero when nobody has it. */
  usersByStatus: z.array(z.object({ status: z.enum(userStatuses), count })),
  /** Every known plan (basic, team, company, enterprise), zero when nobody has it. */
  usersByPlan: z.array(z.object({ plan: z.string(), count })),
  signupsByMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count })),
  signups: z.object({
    thisMonth: count,
    lastMonth: count,
    /** Change from last month in percent, one decimal; null when last month had no sign-ups. */
    growthPercent: z.number().nullable(),
  }),
  recentUsers: z.array(crmRecentUser),
  /** Sessions that are neither expired nor revoked. */
  activeSessions: count,
});
export type CrmDashboardAnswer = z.infer<typeof crmDashboardAnswer>;
