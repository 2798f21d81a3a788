import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Db, pgliteDatabase, pgliteExtensions } from '../db/client.ts';
import { openSeededCopy } from './test-database.ts';

const copy = inject('seededCopy');

async function rows<R>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as { rows: R[] }).rows;
}

/** Every table's row count and a digest of its rows, and every sequence's position. */
async function contents(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const table = sql.identifier(name);
    const [row] = await rows<{ n: number; digest: string | null }>(
      db,
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`,
    );
    out[name] = `${row?.n} ${row?.digest}`;
  }
  const sequences = await rows<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, last } of sequences) out[`sequence ${name}`] = String(last);
  return out;
}

describe('a test file’s copy of the seeded database', () => {
  it.runIf(copy?.kind === 'pglite')(
    'holds what PGlite itself loads from the run’s snapshot, row for row',
    { timeout: 120_000 },
    async () => {
      if (copy?.kind !== 'pglite') return;
      const reference = await pgliteDatabase(
        await PGlite.create({
          loadDataDir: new Blob([new Uint8Array(readFileSync(copy.snapshotFile))]),
          extensions: pgliteExtensions,
        }),
      );
      const { database } = await openSeededCopy(copy);
      try {
        const expected = await contents(reference.db);
        expect(Object.keys(expected).length).toBeGreaterThan(40);
        expect(expected.users).toMatch(/^[1-9]\d* /);
        expect(await contents(database.db)).toEqual(expected);
      } finally {
        await database.close();
        await reference.close();
      }
    },
  );

  it.runIf(copy)('is a database of its own: a write to one copy is not in the next', async () => {
    if (!copy) return;
    const first = await openSeededCopy(copy);
    const second = await openSeededCopy(copy);
    try {
      const names = async (db: Db) =>
        (await rows<{ name: string }>(db, sql`select name from clients order by id`)).map((r) => r.name);
      const before = await names(second.database.db);
      expect(before.length).toBeGreaterThan(1);
      await first.database.db.execute(sql`update clients set name = 'Written by the first copy'`);
      expect(new Set(await names(first.database.db))).toEqual(new Set(['Written by the first copy']));
      expect(await names(second.database.db)).toEqual(before);
      const third = await openSeededCopy(copy);
      try {
        expect(await names(third.database.db)).toEqual(before);
      } finally {
        await third.database.close();
        await third.drop();
      }
    } finally {
      for (const { database, drop } of [first, second]) {
        await database.close();
        await drop();
      }
    }
  });
});
