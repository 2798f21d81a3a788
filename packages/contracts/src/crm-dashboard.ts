import { z } from 'zod';
import { dashboardPeriod } from './dashboard-range.ts';
import { userStatuses } from './user.ts';

/** How many of the recent sign-ups the CRM dashboard lists. */
export const CRM_RECENT_USERS = 5;
/** How many months the sign-up series covers, the current one included. */
export const CRM_SIGNUP_MONTHS = 12;

/** How many rows the recent transactions, active projects and activity timeline hold. */
export const CRM_RECENT_TRANSACTIONS = 5;
export const CRM_ACTIVE_PROJECTS = 5;
export const CRM_ACTIVITY_ITEMS = 8;
/** Past this many days the earnings series is per month, not per day. */
export const CRM_MONTHLY_FROM_DAYS = 62;

const count = z.number().int().nonnegative();

/** Orders placed in a period, their amount (every order, 'sales') and what was paid ('revenue'), dollars. */
export const crmSales = z.object({ orders: count, sales: z.number(), revenue: z.number(), signups: count });
export type CrmSales = z.infer<typeof crmSales>;

export const crmActivityKinds = [
  'order-placed',
  'order-status',
  'order-items',
  'order-payment',
  'user-created',
  'invoice-paid',
] as const;
export type CrmActivityKind = (typeof crmActivityKinds)[number];

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
  /** Null when the reader may not read users; only the users their rules reach otherwise. */
  recentUsers: z.array(crmRecentUser).nullable(),
  /** Sessions that are neither expired nor revoked. */
  activeSessions: count,
  /** The period asked for (UTC days, both included) and the one of equal length just before it. */
  period: dashboardPeriod,
  previousPeriod: dashboardPeriod,
  /** From the per-day order summaries and the users' sign-up dates. */
  current: crmSales,
  previous: crmSales,
  /** Orders, sales and revenue per day of the period (per month past CRM_MONTHLY_FROM_DAYS days), every bucket present. */
  earnings: z.object({
    bucket: z.enum(['day', 'month']),
    rows: z.array(z.object({ key: z.string(), orders: count, sales: z.number(), revenue: z.number() })),
  }),
  /** The period's orders by the customer's country, most sales first, with the previous period's sales. */
  salesByCountry: z.array(
    z.object({
      country: z.string(),
      countryCode: z.string(),
      orders: count,
      sales: z.number(),
      previousSales: z.number(),
    }),
  ),
  /** Projects (the analytics projects) by state now: not started (0 %), in progress, completed (100 %). */
  projectStatus: z.object({
    total: count,
    notStarted: count,
    inProgress: count,
    completed: count,
    averageProgress: z.number(),
  }),
  /** Unfinished projects, furthest along first. */
  activeProjects: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** A Tabler icon's name, drawn by the web app's NamedIcon. */
      logo: z.string(),
      leader: z.string(),
      progress: z.number(),
    }),
  ),
  /** The newest invoice payments of the invoices the reader may read; null when they may read none. */
  recentTransactions: z
    .array(
      z.object({
        id: z.number(),
        invoiceId: z.number(),
        client: z.string(),
        method: z.string(),
        amount: z.number(),
        paidOn: z.string(),
      }),
    )
    .nullable(),
  /**
   * The newest writes: order events (placed, status, items, payment), users created, invoice payments;
   * newest first; each kind only of the orders, users and invoices the reader may read; null when they
   * may read none of the three.
   */
  activity: z
    .array(
      z.object({
        /** Unique in the list: the source table and the row's id, e.g. 'order-event:12'. */
        id: z.string(),
        kind: z.enum(crmActivityKinds),
        /** The order number, the user's name or the invoice id the write concerns. */
        subject: z.string(),
        /** The new order status, the payment method, or ''. */
        detail: z.string(),
        actor: z.string().nullable(),
        /** ISO 8601, UTC. */
        at: z.string(),
      }),
    )
    .nullable(),
});
export type CrmDashboardAnswer = z.infer<typeof crmDashboardAnswer>;
