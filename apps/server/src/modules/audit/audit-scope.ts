import type { AuditTable } from '@app/contracts';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { wholeSubjectAbility } from '../../auth/ability.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import {
  auditEntry,
  calendarEvents,
  customers,
  emailAttachments,
  emails,
  invoices,
  orders,
  products,
  users,
} from '../../db/schema/index.ts';
import { readableCustomers } from '../customer/customer.service.ts';
import { reachableInvoices } from '../invoice/invoice-rules.service.ts';
import { readableOrders } from '../order/order.service.ts';
import { readableProducts } from '../product/product.service.ts';
import { reachableUsers } from '../user/user.service.ts';
import {
  auditSubjects,
  auditTableNames,
  isOwned,
  type OwnedTable,
  readsEveryOwner,
} from './audit-subjects.ts';

/** The entry's record id as the integer key of its table (null for a key that is not one). */
const recordKey = sql`(case when ${auditEntry.recordId} ~ '^[0-9]{1,9}$' then ${auditEntry.recordId}::integer end)`;

const ownerTables: Record<Exclude<OwnedTable, 'calendar_event_guests'>, PgTable> = {
  emails,
  email_attachments: emailAttachments,
  calendar_events: calendarEvents,
};

/**
 * The owner of an entry's record: the entry's own change of `owner_id`, else the record as it is now,
 * else the record's insert or delete entry (an update of a record deleted since).
 */
function ownerIs(table: OwnedTable, userId: number): SQL {
  const me = String(userId);
  if (table === 'calendar_event_guests') return sql`split_part(${auditEntry.recordId}, ':', 2) = ${me}`;
  const owner = sql`${auditEntry.changes} -> 'owner_id'`;
  return sql`coalesce(
    ${owner} ->> 'after', ${owner} ->> 'before',
    (select t.owner_id::text from ${ownerTables[table]} t where t.id = ${recordKey}),
    (select coalesce(o.changes -> 'owner_id' ->> 'after', o.changes -> 'owner_id' ->> 'before')
       from ${auditEntry} o
       where o.table_name = ${auditEntry.tableName} and o.record_id = ${auditEntry.recordId}
         and o.changes -> 'owner_id' is not null
       limit 1)
  ) = ${me}`;
}

type Reach = { reach?: SQL };

/**
 * Row rules (decision 015) on the records as they are now: a reader limited to some orders sees the
 * entries of those orders (and of those users, products, invoices, customers). The entries of their
 * child tables and of records deleted since stay hidden from such a reader.
 */
function rowRuled(actor: AuthContext): Partial<Record<AuditTable, { table: PgTable; reach: () => Reach }>> {
  const { ability } = actor;
  const userReach = () => ({ reach: reachableUsers(actor) });
  return {
    users: { table: users, reach: userReach },
    user_profiles: { table: users, reach: userReach },
    account_settings: { table: users, reach: userReach },
    two_factors: { table: users, reach: userReach },
    orders: { table: orders, reach: () => readableOrders(ability) },
    products: { table: products, reach: () => readableProducts(ability) },
    invoices: { table: invoices, reach: () => reachableInvoices(ability, 'read') },
    customers: { table: customers, reach: () => readableCustomers(ability) },
  };
}

/**
 * The audit entries the caller may see, as a WHERE condition (undefined: all): those of tables whose
 * subject they may read; of mail and calendars only their own, unless they hold `manage all`; of
 * subjects they may read only in part, the entries of the records they reach.
 */
export function visibleEntries(actor: AuthContext): SQL | undefined {
  const whole = wholeSubjectAbility(actor.ability);
  const everything = auditTableNames.filter(
    (table) =>
      whole.can('read', auditSubjects[table]) && (!isOwned(table) || readsEveryOwner(actor.ability, table)),
  );
  if (everything.length === auditTableNames.length) return undefined;
  const parts: SQL[] = everything.length ? [inArray(auditEntry.tableName, everything)] : [];
  const ruled = rowRuled(actor);
  for (const table of auditTableNames) {
    if (everything.includes(table)) continue;
    const subject = auditSubjects[table];
    if (isOwned(table)) {
      if (whole.can('read', subject)) {
        parts.push(sql`(${auditEntry.tableName} = ${table} and ${ownerIs(table, actor.user.id)})`);
      }
      continue;
    }
    const limited = ruled[table];
    if (!limited || !actor.ability.can('read', subject)) continue;
    const { reach } = limited.reach();
    const idColumn = sql`${limited.table}.id`;
    parts.push(
      sql`(${auditEntry.tableName} = ${table} and exists (select 1 from ${limited.table} where ${idColumn} = ${recordKey} and ${reach ?? sql`true`}))`,
    );
  }
  return parts.length ? (or(...parts) as SQL) : sql`false`;
}
