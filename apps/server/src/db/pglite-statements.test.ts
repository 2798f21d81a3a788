import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_STATEMENTS, keptStatements } from './pglite-statements.ts';

describe('statements kept named on PGlite', () => {
  let raw: PGlite;
  let pg: PGlite;
  beforeAll(async () => {
    raw = new PGlite();
    await raw.waitReady;
    pg = keptStatements(raw);
    await pg.exec('create table t (id int primary key, at timestamptz, tags jsonb, ok boolean)');
  });
  afterAll(() => raw.close());

  const preparedCount = async () =>
    (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

  it('answers as PGlite does, with typed parameters and parsed rows, preparing each text once', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const insert = 'insert into t values ($1, $2, $3, $4) returning id';
    expect((await pg.query(insert, [1, at, { a: [1] }, true])).rows).toEqual([{ id: 1 }]);
    expect((await pg.query(insert, [2, null, null, false])).affectedRows).toBe(1);
    const select = 'select id, at, tags, ok from t where id = any($1::int[]) order by id';
    const { rows } = await pg.query(select, [[1, 2]]);
    expect(rows).toEqual([
      { id: 1, at, tags: { a: [1] }, ok: true },
      { id: 2, at: null, tags: null, ok: false },
    ]);
    expect((await pg.query(select, [[2]], { rowMode: 'array' })).rows).toEqual([[2, null, null, false]]);
    expect(await preparedCount()).toBe(2);
    // Planned for each call's values, as on PostgreSQL's pool.
    expect((await raw.query('show plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'force_custom_plan' },
    ]);
  });

  it('reports errors with their code and keeps working after them', async () => {
    await expect(pg.query('insert into t (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    await expect(pg.query('select nope from t')).rejects.toMatchObject({ code: '42703' });
    expect((await pg.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction in progress, whose statements it does not see', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = pg.transaction(async (t) => {
      await t.query('insert into t (id) values (3)');
      await held;
      await t.query('delete from t where id = 3');
    });
    const outside = pg.query('select count(*)::int as n from t');
    release();
    await tx;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('closes the least recently used statement past KEPT_STATEMENTS', async () => {
    for (let i = 0; i <= KEPT_STATEMENTS + 5; i++) await pg.query(`select ${i} as n`);
    expect(await preparedCount()).toBeLessThanOrEqual(KEPT_STATEMENTS + 1);
  });
});
