import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { cappedCount, countStatements, countWith, EXACT_COUNT_LIMIT, pageWithTotal } from './list-count.ts';

const series = (n: number) => sql`select g from generate_series(1, ${sql.raw(String(n))}) as g`;

describe('list totals', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
  });
  afterAll(() => database.close());

  it('counts exactly up to the limit', async () => {
    expect(await cappedCount(database.db, series(EXACT_COUNT_LIMIT))).toEqual({ total: EXACT_COUNT_LIMIT });
    expect(await cappedCount(database.db, series(7))).toEqual({ total: 7 });
  });

  it("answers the planner's estimate, flagged, past the limit", async () => {
    expect(await cappedCount(database.db, series(5000))).toEqual({ total: 5000, totalIsEstimate: true });
  });

  it('estimates a huge set without reading it', async () => {
    const started = performance.now();
    const total = await cappedCount(database.db, series(50_000_000));
    expect(total).toEqual({ total: 50_000_000, totalIsEstimate: true });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('takes the total from a page that is not full, and counts only after a full one', async () => {
    let counted = 0;
    const count = async () => {
      counted++;
      return { total: 123 };
    };
    const page = (n: number) => async () => Array.from({ length: n }, (_, i) => i);
    expect(await pageWithTotal({ page: 3, itemsPerPage: 10 }, page(4), count)).toMatchObject({ total: 24 });
    expect(await pageWithTotal({ page: 1, itemsPerPage: 10 }, page(0), count)).toMatchObject({ total: 0 });
    expect(counted).toBe(0);
    expect(await pageWithTotal({ page: 2, itemsPerPage: 10 }, page(10), count)).toMatchObject({ total: 123 });
    expect(await pageWithTotal({ page: 9, itemsPerPage: 10 }, page(0), count)).toMatchObject({ total: 123 });
    expect(counted).toBe(2);
  });

  /** The statements `work` sends, by their first word (explain, select). */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const session = database.db._.session;
    const spy = vi.spyOn(session, 'prepareQuery');
    try {
      await work();
      return spy.mock.calls.map(([query]) => query.sql.split(' ')[0]);
    } finally {
      spy.mockRestore();
    }
  }

  it('keeps a huge estimate: the same list again sends no statement at all', async () => {
    const huge = series(40_000_000);
    expect(await statementsOf(() => cappedCount(database.db, huge))).toEqual(['explain']);
    expect(await statementsOf(() => cappedCount(database.db, huge))).toEqual([]);
    expect(await cappedCount(database.db, huge)).toEqual({ total: 40_000_000, totalIsEstimate: true });
  });

  it('keeps a small estimate only to choose to count: the count stays exact, and a grown list is estimated again', async () => {
    await database.db.execute(sql`create table grows (n int)`);
    await database.db.execute(sql`insert into grows select g from generate_series(1, 50) g`);
    await database.db.execute(sql`analyze grows`);
    const rows = sql`select n from grows`;
    expect(await cappedCount(database.db, rows)).toEqual({ total: 50 });
    // Later calls count without asking the planner first.
    expect(await statementsOf(() => cappedCount(database.db, rows))).toEqual(['select']);
    await database.db.execute(sql`insert into grows select g from generate_series(1, 7) g`);
    expect(await cappedCount(database.db, rows)).toEqual({ total: 57 });

    await database.db.execute(sql`insert into grows select g from generate_series(1, 6000) g`);
    await database.db.execute(sql`analyze grows`);
    // Past the limit the planner is asked again: the kept 50 would be far from the truth.
    expect(await statementsOf(() => cappedCount(database.db, rows))).toEqual(['select', 'explain']);
    const total = await cappedCount(database.db, rows);
    expect(total.totalIsEstimate).toBe(true);
    expect(Math.abs(total.total - 6057)).toBeLessThan(600);
    // Past the limit, the same list is answered from what was kept, without counting again.
    expect(await statementsOf(() => cappedCount(database.db, rows))).toEqual([]);
  });

  it('counts statements rendered once with the values of their placeholders, each value set on its own', async () => {
    await database.db.execute(sql`create table coloured (colour text)`);
    await database.db.execute(
      sql`insert into coloured select case when g % 3 = 0 then 'red' else 'blue' end from generate_series(1, 30) g`,
    );
    const statements = countStatements(
      database.db,
      sql`select colour from coloured where colour = ${sql.placeholder('colour')}`,
    );
    expect(await countWith(database.db, statements, { colour: 'red' })).toEqual({ total: 10 });
    expect(await countWith(database.db, statements, { colour: 'blue' })).toEqual({ total: 20 });
    expect(await countWith(database.db, statements, { colour: 'green' })).toEqual({ total: 0 });
  });
});
