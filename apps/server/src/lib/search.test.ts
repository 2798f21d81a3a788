import { desc, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../db/schema/index.ts';
import { idsInSqlOrder } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { ESTIMATE_ONLY_FROM } from './list-count.ts';
import { estimateLookups, type Lookup, lookupCondition, textSearch } from './search.ts';

/** Orders whose customer has q in the name or e-mail, the lookup the order list makes for its q. */
const customerSearch = (q: string, deep?: 'hashed'): Lookup => ({
  fk: orders.customerId,
  table: customers,
  id: customers.id,
  match: textSearch(q, [customers.name, customers.email]),
  deep,
});

describe('a search through another table (lookupCondition)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const byJoin = (q: string) =>
    idsInSqlOrder(
      t,
      sql`select o.id from orders o join customers c on c.id = o.customer_id
        where c.name ilike ${`%${q}%`} or c.email ilike ${`%${q}%`} order by o.id desc`,
    );
  const byCondition = async (condition: SQL) =>
    (await t.app.db.select({ id: orders.id }).from(orders).where(condition).orderBy(desc(orders.id))).map(
      (r) => r.id,
    );

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
