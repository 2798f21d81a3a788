import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

export const SHOP_TABLES = [
  'categories',
  'products',
  'customers',
  'customer_addresses',
  'orders',
  'order_items',
  'order_events',
  'reviews',
  'referrals',
];

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/**
 * Runs a load of sample rows with the tables' audit triggers (migration 0027) disabled, then enables
 * them again, inside the caller's transaction, which must have set app.audit to off: the triggers would
 * only return at once for each row, but a million calls of a PL/pgSQL function and a million queued
 * after-row events cost 1.5 s of CPU per million rows (14 million rows at --scale 1000000). Tables whose
 * audit trigger is already disabled stay so.
 */
export async function withoutAuditTriggers(
  tx: Queryable,
  load: () => Promise<void>,
  tableNames: string[],
): Promise<void> {
  const tables = sql.join(
    tableNames.map((t) => sql`${t}`),
    sql`, `,
  );
  const triggers = await rowsOf<{ name: string; tbl: string }>(
    tx,
    sql`select g.tgname as name, t.relname as tbl
        from pg_trigger g join pg_class t on t.oid = g.tgrelid join pg_namespace n on n.oid = t.relnamespace
        join pg_proc p on p.oid = g.tgfoid
        where not g.tgisinternal and g.tgenabled <> 'D' and p.proname = 'audit_row'
          and n.nspname = current_schema() and t.relname in (${tables})`,
  );
  const [{ audit }] = await rowsOf<{ audit: string | null }>(
    tx,
    sql`select current_setting('app.audit', true) as audit`,
  );
  if (audit !== 'off')
    throw new Error('withoutAuditTriggers: set app.audit to off for the transaction first');
  for (const t of triggers) await tx.execute(sql.raw(`alter table "${t.tbl}" disable trigger "${t.name}"`));
  await load();
  for (const t of triggers) await tx.execute(sql.raw(`alter table "${t.tbl}" enable trigger "${t.name}"`));
}

/**
 * Runs a bulk load with the shop tables' secondary indexes and foreign keys dropped, then builds them
 * again (inside the caller's transaction): building an index once is far cheaper than updating it a
 * million times, and re-adding a foreign key checks every row in one join. Primary keys and the
 * indexes of other constraints (unique constraints) stay. The tables' audit triggers are off meanwhile
 * (withoutAuditTriggers).
 */
export async function withoutSecondaryIndexes(
  tx: Queryable,
  load: () => Promise<void>,
  tableNames: string[] = SHOP_TABLES,
): Promise<void> {
  const tables = sql.join(
    tableNames.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = await rowsOf<{ name: string; def: string }>(
    tx,
    sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename in (${tables})
          and not exists (select 1 from pg_constraint c
            where c.conindid = format('%I.%I', schemaname, indexname)::regclass)`,
  );
  const foreignKeys = await rowsOf<{ name: string; tbl: string; def: string }>(
    tx,
    sql`select c.conname as name, t.relname as tbl, pg_get_constraintdef(c.oid) as def
        from pg_constraint c join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace
        where c.contype = 'f' and n.nspname = current_schema() and t.relname in (${tables})`,
  );
  // Statistics targets set on index columns (expression indexes, migration 0009) go with the index.
  const targets = await rowsOf<{ name: string; col: number; target: number }>(
    tx,
    sql`select c.relname as name, a.attnum as col, a.attstattarget as target
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_index i on i.indexrelid = c.oid
        join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and t.relname in (${tables}) and a.attstattarget > 0`,
  );
  for (const fk of foreignKeys) {
    await tx.execute(sql.raw(`alter table "${fk.tbl}" drop constraint "${fk.name}"`));
  }
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  await withoutAuditTriggers(tx, load, tableNames);
  // GIN (trigram) and b-tree builds sort in memory up to this, instead of merging runs on disk.
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await tx.execute(sql.raw(index.def));
  for (const t of targets) {
    if (!indexes.some((index) => index.name === t.name)) continue;
    await tx.execute(
      sql.raw(`alter index "${t.name}" alter column ${Number(t.col)} set statistics ${Number(t.target)}`),
    );
  }
  for (const fk of foreignKeys) {
    await tx.execute(sql.raw(`alter table "${fk.tbl}" add constraint "${fk.name}" ${fk.def}`));
  }
}
