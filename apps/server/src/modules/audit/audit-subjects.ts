import type { AuditTable, Subject } from '@app/contracts';
import { type AppAbility, wholeSubjectAbility } from '../../auth/ability.ts';

/**
 * The subject of each audited table: the one its own routes ask a right on. Reading a table's entries
 * needs the read right on it, restoring its rows the create right (docs/audit.md). Tables only
 * administrators edit (`manage all`) are under `all`.
 */
export const auditSubjects = {
  users: 'User',
  user_profiles: 'User',
  account_settings: 'User',
  two_factors: 'User',
  roles: 'Role',
  permissions: 'Permission',
  role_permissions: 'Role',
  registration_settings: 'all',
  categories: 'Category',
  products: 'Product',
  customers: 'Customer',
  customer_addresses: 'Customer',
  orders: 'Order',
  order_items: 'Order',
  order_events: 'Order',
  reviews: 'Review',
  referrals: 'Referral',
  shop_settings: 'ShopSettings',
  clients: 'Invoice',
  invoices: 'Invoice',
  invoice_items: 'Invoice',
  invoice_payments: 'Invoice',
  emails: 'Email',
  email_attachments: 'Email',
  calendar_events: 'Calendar',
  calendar_event_guests: 'Calendar',
  deals: 'Deal',
  deal_products: 'Deal',
  property_listings: 'PropertyListing',
  vehicles: 'Logistics',
  shipments: 'Logistics',
  courses: 'Academy',
  course_sections: 'Academy',
  course_topics: 'Academy',
  faq_groups: 'Faq',
  faq_questions: 'Faq',
  help_categories: 'HelpCenter',
  help_articles: 'HelpCenter',
  licences: 'Licence',
  licence_users: 'Licence',
  magnet_links: 'Magnet',
  videos: 'Video',
  video_classes: 'Video',
  webinars: 'Academy',
  plans: 'all',
  chat_settings: 'Chat',
  analytics_projects: 'Analytics',
} as const satisfies Record<AuditTable, Subject>;

export const auditTableNames = Object.keys(auditSubjects) as AuditTable[];

/**
 * Tables of one person's own records: a mailbox, a calendar. Whoever may read the subject reads their
 * own only (the mail and calendar routes never open another person's); all of them only with
 * `manage all`. The value names the column, or the part of a composite key, that holds the owner.
 */
export const ownedTables = {
  emails: 'owner_id',
  email_attachments: 'owner_id',
  calendar_events: 'owner_id',
  calendar_event_guests: 'user_id',
} as const satisfies Partial<Record<AuditTable, string>>;
export type OwnedTable = keyof typeof ownedTables;

export const isOwned = (table: string): table is OwnedTable => Object.hasOwn(ownedTables, table);

/** Whether the caller may read every person's mail and calendar: an unconditional `manage all`. */
export const readsEveryOwner = (ability: AppAbility, table: OwnedTable): boolean => {
  const whole = wholeSubjectAbility(ability);
  return whole.can('manage', 'all') && whole.can('read', auditSubjects[table]);
};
