import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Token buckets of the per-user limits (`lib/rate-limit.ts`): one row per key, in the database so that
 * every API process draws from the same bucket (docs/chat.md, Limits).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  /** What was left at `at`; it grows back with the time since. */
  tokens: doublePrecision('tokens').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
