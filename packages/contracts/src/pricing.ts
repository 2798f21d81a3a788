import { z } from 'zod';

/** The plans of /pages/pricing and /front-pages/pricing (docs/account-settings.md), stored in `plans`. */
export const planKeys = ['basic', 'team', 'company', 'enterprise'] as const;
export type PlanKey = (typeof planKeys)[number];
export const planSupportLevels = ['community', 'email', 'priority', 'dedicated'] as const;
export type PlanSupportLevel = (typeof planSupportLevels)[number];
export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export const plan = z.object({
  key: z.enum(planKeys),
  /** US dollars per month when paid monthly. */
  monthlyPrice: z.number(),
  /** US dollars for a whole year when paid yearly. */
  yearlyPrice: z.number(),
  /** Seats included; null for no limit. */
  maxUsers: z.number().nullable(),
  storageGb: z.number(),
  support: z.enum(planSupportLevels),
  popular: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const pricingAnswer = z.object({ plans: z.array(plan) });
export type PricingAnswer = z.infer<typeof pricingAnswer>;

/** What paying yearly saves against twelve monthly payments, in whole percent (0 when nothing). */
export function yearlySavingPercent(p: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>): number {
  const twelve = p.monthlyPrice * 12;
  if (twelve <= 0 || p.yearlyPrice >= twelve) return 0;
  return Math.round(((twelve - p.yearlyPrice) / twelve) * 100);
}
