import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { runAsActor } from './query-signal.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

// The API opens PGlite in DATA_DIR this way: node-postgres on PGlite's own adapter, a pool of its
// one connection. What drizzle, the audit's actor, the listeners and the health check ask of it.
describe('PGlite in DATA_DIR', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: dir });
    await database.db.execute(
      sql`create table things (id int primary key, name text not null, at timestamptz not null default now(),
            by text default current_setting('app.actor_id', true))`,
    );
    // A new folder is initialised first (initdb in WebAssembly): up to a minute on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    // The last test closes it already.
    await database.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers parameterised queries, keeping the text of timestamps as drizzle asks', async () => {
    await database.db.execute(
      sql`insert into things (id, name, at) values (${1}, ${'one'}, '2026-01-02T03:04:05.123456Z')`,
    );
    const [row] = rowsOf(await database.db.execute(sql`select id, name, at from things where id = ${1}`));
    expect(row).toEqual({ id: 1, name: 'one', at: '2026-01-02 03:04:05.123456+00' });
  });

  it('passes a PostgreSQL error on with its code and constraint', async () => {
    const failure = await database.db
      .execute(sql`insert into things (id, name) values (1, 'again')`)
      .catch((e) => e);
    const cause = (failure as { cause?: Row }).cause ?? failure;
    expect(cause).toMatchObject({ code: '23505', constraint: 'things_pkey' });
  });

  it('commits a transaction, rolls one back on an error, and keeps the outer work of a failed savepoint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (2, 'two')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things (id, name) values (3, 'three')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id, name) values (4, 'four')`);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    const ids = rowsOf(await database.db.execute(sql`select id from things order by id`)).map((r) => r.id);
    expect(ids).toEqual([1, 2]);
  });

  it('runs a statement from outside a transaction after it: the one connection is the transaction’s', async () => {
    const order: string[] = [];
    let inside: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`update things set name = 'two, changed' where id = 2`);
      order.push('transaction');
    });
    await started;
    const outside = database.db.execute(sql`select name from things where id = 2`).then((result) => {
      order.push('outside');
      return rowsOf(result)[0].name;
    });
    await transaction;
    expect(await outside).toBe('two, changed');
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('records each write’s own actor, however the writes of several users interleave', async () => {
    await Promise.all(
      [5, 6, null, 7].map((actor, i) =>
        // Awaited inside: drizzle runs a statement when it is awaited, in that caller's context.
        runAsActor(
          actor,
          async () =>
            await database.db.execute(
              sql`insert into things (id, name) values (${10 + i}, ${`by ${actor}`})`,
            ),
        ),
      ),
    );
    const rows = rowsOf(
      await database.db.execute(sql`select name, by from things where id >= 10 order by id`),
    );
    expect(rows).toEqual([
      { name: 'by 5', by: '5' },
      { name: 'by 6', by: '6' },
      { name: 'by null', by: '' },
      { name: 'by 7', by: '7' },
    ]);
  });

  it('hands over a notification before the statement that committed it answers', async () => {
    const heard: string[] = [];
    const stop = await database.listen('thing_changes', {
      onNotify: (payload) => heard.push(payload),
      onState: () => undefined,
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thing_changes', 'in a transaction')`);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['in a transaction']);
    await database.db.execute(sql`notify thing_changes, 'alone'`);
    expect(heard).toEqual(['in a transaction', 'alone']);
    await stop();
    await database.db.execute(sql`notify thing_changes, 'after unlisten'`);
    expect(heard).toEqual(['in a transaction', 'alone']);
  });

  it('answers the health check, and refuses queries once closed', async () => {
    await database.ping();
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
