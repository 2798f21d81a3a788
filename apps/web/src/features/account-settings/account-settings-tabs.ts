import { type AccountSettingsTab, accountSettingsTabs, billingCycles, planKeys } from '@app/contracts';
import { IconBell, IconBookmark, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import { z } from 'zod';

export const ACCOUNT_SETTINGS_TABS = accountSettingsTabs;
export const isAccountSettingsTab = (tab: string): tab is AccountSettingsTab =>
  (accountSettingsTabs as readonly string[]).includes(tab);

export const TAB_ICONS = {
  account: IconUser,
  security: IconLock,
  'billing-plans': IconBookmark,
  notification: IconBell,
  connection: IconLink,
} as const;

/** The pricing page's "Choose" sends the plan and cycle along: the billing tab opens the change. */
export const accountSettingsSearch = z.object({
  plan: z.enum(planKeys).optional().catch(undefined),
  cycle: z.enum(billingCycles).optional().catch(undefined),
});
export type AccountSettingsSearch = z.infer<typeof accountSettingsSearch>;
