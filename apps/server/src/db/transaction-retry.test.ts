import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type TestDatabase, testDatabaseKind } from '../test/test-database.ts';

type Gate = { open(): void; passed: Promise<void> };
const gate = (): Gate => {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, passed };
};

// Two connections are needed for a deadlock: PostgreSQL only (TEST_DB=pg). PGlite has one connection.
describe.skipIf(testDatabaseKind === 'pglite')('a transaction aborted by a deadlock (PostgreSQL)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openEmptyDatabase();
    await t.database.db.execute(sql`create table retry_rows (id int primary key, n int not null)`);
    await t.database.db.execute(sql`insert into retry_rows values (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await t.database.close();
    await t.drop();
  });

  it('is run again, and both writers succeed with each change counted once', async () => {
    const { db } = t.database;
    const firstHolds = gate();
    const secondHolds = gate();
    let runs = 0;
    // Each takes one row, waits until the other holds the other row, then asks for it: a deadlock.
    const writer = (mine: number, other: number, holding: Gate, theirs: Gate) =>
      db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`update retry_rows set n = n + 1 where id = ${mine}`);
        holding.open();
        await theirs.passed;
        await tx.execute(sql`update retry_rows set n = n + 1 where id = ${other}`);
      });
    await Promise.all([writer(1, 2, firstHolds, secondHolds), writer(2, 1, secondHolds, firstHolds)]);
    // PostgreSQL aborted one of them (40P01); it ran a second time once the other had committed.
    expect(runs).toBe(3);
    const { rows } = (await db.execute(sql`select id, n from retry_rows order by id`)) as {
      rows: { id: number; n: number }[];
    };
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('still answers other errors at once, without running the work again', async () => {
    let runs = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`insert into retry_rows values (1, 0)`);
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
