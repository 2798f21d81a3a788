import type { AccountNotifications, BillingAddress, SocialLinks } from '@app/contracts/account-settings';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { editVersion } from './edit-version.ts';

/**
 * A user's own choices of the account settings (docs/account-settings.md): one row per user, made on
 * the first save; a user without a row gets the defaults.
 */
export const accountSettings = pgTable(
  'account_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Per topic and channel; null until first saved (the defaults apply). */
    notifications: jsonb('notifications').$type<AccountNotifications>(),
    socialLinks: jsonb('social_links').$type<SocialLinks>(),
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    planCycle: text('plan_cycle').notNull().default('monthly'),
    planChangedAt: timestamp('plan_changed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: editVersion(),
  },
  (t) => [check('account_settings_cycle_check', sql`${t.planCycle} in ('monthly', 'yearly')`)],
);
