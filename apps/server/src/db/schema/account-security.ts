import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { roles, users } from './auth.ts';

/**
 * Sign-up, e-mail verification, password reset and two-step sign-in (docs/account-security.md).
 * Every secret handed to a person (a link's token, a recovery code, a trusted-device token, a
 * challenge) is stored as its SHA-256 only.
 */
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Whether anyone may sign up, and the role a new account gets: one row, id 1. */
export const registrationSettings = pgTable(
  'registration_settings',
  {
    id: smallint('id').primaryKey().default(1),
    open: boolean('open').notNull().default(true),
    defaultRoleId: integer('default_role_id').references(() => roles.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('registration_settings_one_row', sql`${t.id} = 1`)],
);

export const accountTokenPurposes = ['verify-email', 'reset-password', 'change-email', 'sign-in'] as const;

/** The single-use, expiring tokens of the verification and reset links. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** The address a 'change-email' link moves the account to once opened. */
    newEmail: text('new_email'),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('verify-email', 'reset-password', 'change-email', 'sign-in')`,
    ),
  ],
);

/** A user's TOTP secret: enabled once a first code confirmed it; `last_step` refuses a replayed code. */
export const twoFactors = pgTable('two_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: at('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/** "Trust this device for 30 days": the device keeps the token, we keep its hash. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/** The step between a right password and the code: no session exists until the code is right. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
);
