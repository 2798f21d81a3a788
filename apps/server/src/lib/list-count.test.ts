import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { cappedCount, EXACT_COUNT_LIMIT, pageWithTotal } from './list-count.ts';

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
});
