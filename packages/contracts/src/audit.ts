import { z } from 'zod';
import { editVersion, listTotal, MAX_ROW_ID, orderBy, pagingQuery, searchText } from './common.ts';
import { isoDate } from './invoice.ts';

/** The audit log of every write (issue 12, docs/audit.md). */

/** The tables whose writes are recorded, as the triggers of migration 0027 name them. */
export const auditTables = [
  'users',
  'user_profiles',
  'account_settings',
  'two_factors',
  'roles',
  'permissions',
  'role_permissions',
  'registration_settings',
  'categories',
  'products',
  'customers',
  'customer_addresses',
  'orders',
  'order_items',
  'order_events',
  'reviews',
  'referrals',
  'shop_settings',
  'clients',
  'invoices',
  'invoice_items',
  'invoice_payments',
  'emails',
  'email_attachments',
  'calendar_events',
  'calendar_event_guests',
  'deals',
  'deal_products',
  'property_listings',
  'vehicles',
  'shipments',
  'courses',
  'course_sections',
  'course_topics',
  'faq_groups',
  'faq_questions',
  'help_categories',
  'help_articles',
  'licences',
  'licence_users',
  'magnet_links',
  'videos',
  'video_classes',
  'webinars',
  'plans',
  'chat_settings',
  'analytics_projects',
] as const;
export type AuditTable = (typeof auditTables)[number];

export const auditActions = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const toAfterFrom = { path: ['to'], message: 'must not be before from' };

/** The filters of the list and of its CSV export: q is a substring of the record id or of the changed values. */
const auditFilter = z.object({
  q: searchText,
  table: optional(z.enum(auditTables, 'must be one of the audited tables')),
  recordId: optional(z.string().trim().max(100, 'is too long')),
  actorId: optional(
    z.coerce
      .number('must be a number')
      .int('must be a whole number')
      .positive('must be positive')
      .max(MAX_ROW_ID, 'is too large'),
  ),
  action: optional(z.enum(auditActions, 'must be insert, update or delete')),
  from: optional(isoDate),
  to: optional(isoDate),
  orderBy,
});

/** GET /api/audit: newest first unless orderBy is asc. */
export const auditListQuery = auditFilter.extend(pagingQuery).refine(fromNotAfterTo, toAfterFrom);
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** GET /api/audit/export.csv: the list's filters without paging. */
export const auditExportQuery = auditFilter.refine(fromNotAfterTo, toAfterFrom);
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

/** One field of a change: its values before and after; a secret says only that it changed. */
export const auditFieldChange = z.object({
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  changed: z.literal(true).optional(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChange>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.number(), fullName: z.string().nullable() }).nullable(),
  action: z.enum(auditActions),
  table: z.string(),
  recordId: z.string(),
  changes: z.record(z.string(), auditFieldChange),
  /** The operation this row belongs to: the entries of one transaction share it. */
  txId: z.number(),
  /** A delete whose before-images are kept and not yet put back. */
  restorable: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListAnswer = z.object({ entries: z.array(auditEntry), ...listTotal });
export type AuditListAnswer = z.infer<typeof auditListAnswer>;

/** POST /api/audit/{id}/restore: the rows put back, table by table. */
export const auditRestoreAnswer = z.object({
  restored: z.array(z.object({ table: z.string(), recordId: z.string() })),
});
export type AuditRestoreAnswer = z.infer<typeof auditRestoreAnswer>;

export const auditIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'must be a whole positive number')
    .transform(Number),
});

export const auditSettings = z.object({
  retentionDays: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3650, 'must be at most 3650'),
  /** The version the settings card loaded (docs/edit-conflicts.md). */
  version: editVersion,
});
export type AuditSettings = z.infer<typeof auditSettings>;

/** A purge moves `lastPurgeAt`, not the version: it is no edit of the setting. */
export const auditSettingsAnswer = auditSettings.extend({
  lastPurgeAt: z.string().nullable(),
  version: z.number(),
});
export type AuditSettingsAnswer = z.infer<typeof auditSettingsAnswer>;

export const auditPurgeAnswer = z.object({ entries: z.number(), deletedRecords: z.number() });
export type AuditPurgeAnswer = z.infer<typeof auditPurgeAnswer>;
