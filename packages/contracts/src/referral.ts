import { z } from 'zod';
import { listTotal, orderBy, pagingQuery, searchText } from './common.ts';
import { optionalEnum } from './ecommerce-common.ts';

export const referralStatuses = ['Paid', 'Unpaid', 'Rejected'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];
export const referralSortKeys = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
export type ReferralSortKey = (typeof referralSortKeys)[number];

/** GET /api/apps/ecommerce/referrals. q (user or e-mail) and status are extra filters; newest first. */
export const referralListQuery = z.object({
  q: searchText,
  status: optionalEnum(referralStatuses),
  sortBy: z.enum(referralSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type ReferralListQuery = z.infer<typeof referralListQuery>;

/** The spec's referral (§3) plus the amounts as numbers, customerId and createdAt. */
export const referral = z.object({
  id: z.number(),
  user: z.string(),
  customerId: z.number(),
  email: z.string(),
  avatar: z.string().nullable(),
  referredId: z.number(),
  status: z.enum(referralStatuses),
  /** Dollar text, e.g. "$1,240.00". */
  value: z.string(),
  earning: z.string(),
  valueAmount: z.number(),
  earningAmount: z.number(),
  createdAt: z.string(),
});
export type Referral = z.infer<typeof referral>;

export const referralListAnswer = z.object({ referrals: z.array(referral), ...listTotal });
export type ReferralListAnswer = z.infer<typeof referralListAnswer>;

/** Amounts in dollars. */
export const referralStatsAnswer = z.object({
  /** How many referrals (sign-ups through a referral link). */
  signups: z.number(),
  byStatus: z.record(z.string(), z.number()),
  /** Earnings over every referral that was not rejected. */
  totalEarning: z.number(),
  paid: z.number(),
  unpaid: z.number(),
  /** Value of the referred orders that were not rejected. */
  totalValue: z.number(),
  /** Referrals of the last 30 days. */
  lastMonth: z.number(),
});
export type ReferralStatsAnswer = z.infer<typeof referralStatsAnswer>;
