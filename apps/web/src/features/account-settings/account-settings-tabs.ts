import type { AccountSettingsTab } from '@app/contracts/account-settings';
import type { BillingCycle, PlanKey } from '@app/contracts/pricing';
import { z } from 'zod';

/**
 * The route's tab list and search, kept free of the contracts' schemas and of icons: the route's
 * checks load with the first page, before any account-settings code (bundle budgets).
 */
export const ACCOUNT_SETTINGS_TABS = [
  'account',
  'security',
  'billing-plans',
  'notification',
  'connection',
] as const satisfies readonly AccountSettingsTab[];
export const isAccountSettingsTab = (tab: string): tab is AccountSettingsTab =>
  (ACCOUNT_SETTINGS_TABS as readonly string[]).includes(tab);

const PLANS = ['basic', 'team', 'company', 'enterprise'] as const satisfies readonly PlanKey[];
const CYCLES = ['monthly', 'yearly'] as const satisfies readonly BillingCycle[];

/** The pricing page's "Choose" sends the plan and cycle along: the billing tab opens the change. */
export const accountSettingsSearch = z.object({
  plan: z.enum(PLANS).optional().catch(undefined),
  cycle: z.enum(CYCLES).optional().catch(undefined),
});
export type AccountSettingsSearch = z.infer<typeof accountSettingsSearch>;
