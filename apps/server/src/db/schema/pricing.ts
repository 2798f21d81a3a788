import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The plans of the pricing pages and of `users.current_plan` (docs/account-settings.md); the four rows
 * are written by the migration that creates the table, so every installation has them.
 */
export const plans = pgTable(
  'plans',
  {
    key: text('key').primaryKey(),
    position: smallint('position').notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    yearlyCents: integer('yearly_cents').notNull(),
    /** Seats included; null for no limit. */
    maxUsers: integer('max_users'),
    storageGb: integer('storage_gb').notNull(),
    support: text('support').notNull(),
    popular: boolean('popular').notNull().default(false),
  },
  (t) => [
    check('plans_prices_check', sql`${t.monthlyCents} >= 0 and ${t.yearlyCents} >= 0`),
    check('plans_support_check', sql`${t.support} in ('community', 'email', 'priority', 'dedicated')`),
  ],
);
