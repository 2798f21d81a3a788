import { desc, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, orders } from '../db/schema/index.ts';
import { getOk, idsInSqlOrder } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { ESTIMATE_ONLY_FROM } from './list-count.ts';
import {
  estimateLookups,
  type Lookup,
  type LookupEstimate,
  LookupEstimates,
  lookupCondition,
  searchThrough,
  textSearch,
} from './search.ts';

/** Orders whose customer has q in the name or e-mail, the lookup the order list makes for its q. */
const customerSearch = (q: string, deep?: 'hashed'): Lookup => ({
  fk: orders.customerId,
  table: customers,
  id: customers.id,
  match: textSearch(q, [customers.name, customers.email]),
  deep,
});

/** The orders whose customer has q in the name or e-mail, newest first, by joining the customers. */
const ordersByJoin = (t: TestApp, q: string) =>
  idsInSqlOrder(
    t,
    sql`select o.id from orders o join customers c on c.id = o.customer_id
      where c.name ilike ${`%${q}%`} or c.email ilike ${`%${q}%`} order by o.id desc`,
  );

const ordersWhere = async (t: TestApp, condition: SQL) =>
  (await t.app.db.select({ id: orders.id }).from(orders).where(condition).orderBy(desc(orders.id))).map(
    (r) => r.id,
  );

describe('a search through another table (lookupCondition)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const byJoin = (q: string) => ordersByJoin(t, q);
  const byCondition = (condition: SQL) => ordersWhere(t, condition);

  // Each estimate steers the condition to one of its forms: the set (few matches or a deep page), the
  // walk's per-row probe (a broad search's first page), the hashed set (a deep page of a broad search
  // where the list asks for it), and a count's semi-join.
  const forms: [string, { matching: number; all: number }, number | 'count', 'hashed' | undefined][] = [
    ['set', { matching: 3, all: 1000 }, 10, undefined],
    ['probe', { matching: 900, all: 1000 }, 10, undefined],
    ['hashed', { matching: ESTIMATE_ONLY_FROM, all: 1_000_000 }, 1000, 'hashed'],
    ['semi-join count', { matching: ESTIMATE_ONLY_FROM, all: 1_000_000 }, 'count', undefined],
    ['set count', { matching: 3, all: 1000 }, 'count', undefined],
  ];

  it.each(forms)('finds the orders the join finds, as a %s', async (_form, estimate, rowsNeeded, deep) => {
    for (const q of ['a', 'SMITH', 'gmail', 'no such customer']) {
      const condition = lookupCondition(customerSearch(q, deep), estimate, rowsNeeded);
      expect(await byCondition(condition), q).toEqual(await byJoin(q));
    }
  });

  it('combines with other conditions in an OR, in every form', async () => {
    const [newest] = await byCondition(sql`true`);
    for (const [, estimate, rowsNeeded, deep] of forms) {
      const condition = lookupCondition(customerSearch('no such customer', deep), estimate, rowsNeeded);
      expect(await byCondition(or(condition, sql`${orders.id} = ${newest}`) as SQL)).toEqual([newest]);
    }
  });

  it("takes the planner's estimate of the matching rows and of the whole table", async () => {
    const [all, none] = await estimateLookups(t.app.db, [
      customerSearch(''),
      customerSearch('no such customer'),
    ]);
    expect(all.matching).toBe(all.all);
    expect(all.all).toBeGreaterThan(0);
    expect(none.matching).toBeLessThan(all.all);
  });
});

describe("the planner's estimates kept a while (LookupEstimates)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const explainsDuring = async (work: () => Promise<unknown>) => {
    const execute = vi.spyOn(t.app.db, 'execute');
    try {
      await work();
      return execute.mock.calls.length;
    } finally {
      execute.mockRestore();
    }
  };

  it('asks once for a search: its page, its count and its next pages send no EXPLAIN of their own', async () => {
    const search = [customerSearch('smith')];
    expect(await explainsDuring(() => searchThrough(t.app.db, search, 10))).toBe(1);
    expect(await explainsDuring(() => searchThrough(t.app.db, search, 'count'))).toBe(0);
    expect(await explainsDuring(() => searchThrough(t.app.db, [customerSearch('smith')], 1000))).toBe(0);
    expect(await explainsDuring(() => searchThrough(t.app.db, [customerSearch('jones')], 10))).toBe(1);
  });

  it("keeps one database handle's estimates from another", async () => {
    const search = [customerSearch('garcia')];
    await searchThrough(t.app.db, search, 10);
    const otherHandle = Object.create(t.app.db) as typeof t.app.db;
    const execute = vi.spyOn(otherHandle, 'execute');
    await searchThrough(otherHandle, search, 10);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('finds what changed since the estimates were kept: they choose the form, never the rows', async () => {
    type Answer = { orders: { id: number }[]; total: number };
    const search = () => getOk<Answer>(t, '/api/apps/ecommerce/orders?q=zebulon');
    expect((await search()).total).toBe(0);
    const [newest] = await ordersWhere(t, sql`true`);
    await t.app.db.execute(
      sql`update customers set name = 'Zebulon Quist' where id = (select customer_id from orders where id = ${newest})`,
    );
    const again = await search();
    expect(again.total).toBeGreaterThan(0);
    expect(again.orders.map((o) => o.id)).toEqual((await ordersByJoin(t, 'zebulon')).slice(0, 10));
  });

  /** A LookupEstimates over a counted fake EXPLAIN and a clock the test moves. */
  const counted = (options: { max?: number; ttlMs?: number } = {}) => {
    let clock = 1_000_000; // not 0: lru-cache takes a start time of 0 for "no start"
    const estimate = vi.fn(
      async (_db: unknown, lookups: Lookup[]): Promise<LookupEstimate[]> =>
        lookups.map(() => ({ matching: 1, all: 2 })),
    );
    const kept = new LookupEstimates({ ...options, now: () => clock, estimate });
    const take = (q: string) => kept.take(t.app.db, [customerSearch(q)]);
    return { kept, estimate, take, advance: (ms: number) => (clock += ms) };
  };

  it('keeps at most `max` searches, dropping the least recently used', async () => {
    const { kept, estimate, take } = counted({ max: 2 });
    await take('ann');
    await take('bob');
    await take('ann');
    await take('cy');
    expect(kept.size).toBe(2);
    expect(estimate).toHaveBeenCalledTimes(3);
    await take('ann');
    expect(estimate).toHaveBeenCalledTimes(3);
    await take('bob');
    expect(estimate).toHaveBeenCalledTimes(4);
  });

  it('asks again once an estimate is older than its ttl', async () => {
    const { estimate, take, advance } = counted({ ttlMs: 30_000 });
    await take('ann');
    advance(29_999);
    await take('ann');
    expect(estimate).toHaveBeenCalledTimes(1);
    advance(2);
    await take('ann');
    expect(estimate).toHaveBeenCalledTimes(2);
  });

  it('shares an EXPLAIN under way, and does not keep a failed one', async () => {
    const { estimate, take } = counted();
    await Promise.all([take('ann'), take('ann'), take('ann')]);
    expect(estimate).toHaveBeenCalledTimes(1);
    estimate.mockRejectedValueOnce(new Error('canceling statement due to statement timeout'));
    await expect(take('bob')).rejects.toThrow('statement timeout');
    expect(await take('bob')).toEqual([{ matching: 1, all: 2 }]);
    expect(estimate).toHaveBeenCalledTimes(3);
  });
});
