import type { AbilityRule } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { editVersion } from './edit-version.ts';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  rules: jsonb('rules').$type<AbilityRule[]>().notNull().default([]),
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** How many users hold the role: kept by triggers on users (migration 0009). */
  userCount: integer('user_count').notNull().default(0),
  version: editVersion(),
});

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    rules: jsonb('rules').$type<AbilityRule[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The date as the list shows it ("14 Apr 2021, 8:43 PM", UTC), stored so that q searches it by index. */
    createdLabel: text('created_label').generatedAlwaysAs(sql`permission_created_label(created_at)`),
    version: editVersion(),
  },
  (t) => [
    // The list's sort by name with the id tiebreak, and its search of the name.
    index('permissions_name_id_idx').on(t.name, t.id),
    index('permissions_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // q also matches the date as the list shows it (migration 0009).
    index('permissions_created_label_trgm_idx').using('gin', t.createdLabel.op('gin_trgm_ops')),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    company: text('company').notNull().default(''),
    country: text('country').notNull().default(''),
    contact: text('contact').notNull().default(''),
    currentPlan: text('current_plan').notNull().default('basic'),
    status: text('status').notNull().default('active'),
    billing: text('billing').notNull().default('Auto debit'),
    avatar: text('avatar'),
    taskDone: integer('task_done').notNull().default(0),
    projectDone: integer('project_done').notNull().default(0),
    taxId: text('tax_id').notNull().default(''),
    language: text('language').notNull().default('English'),
    /** When the owner proved the address (the verification link); null for accounts never verified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: editVersion(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    // Every filter and sort of the list, with the id that breaks ties (lib/list-query.ts).
    index('users_role_idx').on(t.roleId, t.id),
    // The role filter with the sort by name.
    index('users_role_full_name_idx').on(t.roleId, t.fullName, t.id),
    index('users_status_idx').on(t.status, t.id),
    index('users_plan_idx').on(t.currentPlan, t.id),
    index('users_full_name_idx').on(t.fullName, t.id),
    index('users_billing_idx').on(t.billing, t.id),
    index('users_created_idx').on(t.createdAt),
    // q as a substring of name, username or e-mail (lib/search.ts textSearch).
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Touched at most every few minutes (auth/session.service.ts touchSession) for "recent devices". */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed logins per key (an e-mail or an address), shared by every API process through the database. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The client addresses the window's attempts came from (at most 10), shown to administrators. */
  sources: text('sources').array().notNull().default(sql`'{}'::text[]`),
});
