import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Web analytics (docs/analytics.md): every page view and sign-up the app records, and the per-day
 * counts a statement trigger keeps equal to them (migration 0017), so the dashboard never scans events.
 */

export const ANALYTICS_EVENT_TYPES = ['page_view', 'sign_up'] as const;

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** A random id the browser keeps for the day: one visitor. */
    visitorId: text('visitor_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull().default(''),
    /** desktop, mobile, tablet or bot, read from the user agent. */
    device: text('device').notNull(),
    /** The referrer's host, or 'direct'. */
    source: text('source').notNull(),
  },
  (t) => [
    index('analytics_events_occurred_idx').on(t.occurredAt),
    check('analytics_events_type_check', sql`${t.type} in ('page_view', 'sign_up')`),
  ],
);

/**
 * Counts per UTC day: metric 'page_view', 'sign_up' and 'visit' (distinct visitors that day) under key '';
 * 'page', 'device' and 'source' (page views) under the path, device or source.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.metric, t.key] }),
    index('analytics_daily_metric_idx').on(t.metric, t.day),
  ],
);

/** Who was seen on which day, so a visit counts once per visitor and day. */
export const analyticsDayVisitors = pgTable(
  'analytics_day_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorId: text('visitor_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorId] })],
);

/** The projects table of the analytics dashboard (spec 001 §3, 7 samples). */
export const analyticsProjects = pgTable(
  'analytics_projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    projectType: text('project_type').notNull(),
    leader: text('leader').notNull(),
    progress: smallint('progress').notNull(),
    minutesSpent: integer('minutes_spent').notNull(),
    /** Avatar paths of the members shown; extraMembers counts the others. */
    team: text('team').array().notNull(),
    extraMembers: integer('extra_members').notNull().default(0),
  },
  (t) => [
    index('analytics_projects_name_idx').on(t.name, t.id),
    index('analytics_projects_leader_idx').on(t.leader, t.id),
    index('analytics_projects_progress_idx').on(t.progress, t.id),
    index('analytics_projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('analytics_projects_leader_trgm_idx').using('gin', t.leader.op('gin_trgm_ops')),
    index('analytics_projects_type_trgm_idx').using('gin', t.projectType.op('gin_trgm_ops')),
    check('analytics_projects_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
