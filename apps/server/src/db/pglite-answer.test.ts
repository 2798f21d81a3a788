import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KeptPGlite, keptStatements } from './pglite-statements.ts';

/**
 * readAnswer (db/pglite-answer.ts) reads kept statements' answers in place of PGlite's protocol
 * parser: every answer must be the one PGlite's own `query` gives for the same statement.
 */
describe("PGlite answers read by readAnswer, as PGlite's own query reads them", () => {
  let raw: PGlite;
  let kept: KeptPGlite;
  beforeAll(async () => {
    raw = new PGlite();
    await raw.waitReady;
    kept = keptStatements(raw);
    await raw.exec(`
      create type mood as enum ('calm', 'busy');
      create table r (
        id int primary key, name text, price numeric(10, 2), big bigint, ratio double precision,
        at timestamptz, day date, tags text[], ids int[], doc jsonb, blob bytea, ok boolean, m mood
      );
      insert into r values
        (1, 'Zoë “quoted” 東京 🚚', 12.50, 9007199254740993, 0.25, '2026-11-28 10:00:00+00', '2028-02-29'::date,
         array['a', 'b,c', null, 'é'], array[1, null, 3], '{"k": [1, "x"], "n": null}', '\\x00ff10', true, 'busy'),
        (2, '', 0, -1, 'NaN', null, null, '{}', null, 'null', '\\x', false, null),
        (3, null, null, null, null, null, null, null, null, null, null, null, null);
    `);
  });
  afterAll(() => raw.close());

  const same = async (text: string, params: unknown[] = [], options?: { rowMode: 'array' }) => {
    const theirs = await raw.query(text, params, options);
    const ours = await kept.query(text, params, options);
    expect(ours).toEqual(theirs);
    return ours;
  };

  it('gives the same rows, fields and types for text in several scripts, numbers, dates, arrays, JSON and bytes', async () => {
    const { rows } = await same('select * from r order by id');
    expect(rows).toHaveLength(3);
    expect((rows[0] as { name: string }).name).toBe('Zoë “quoted” 東京 🚚');
    expect((rows[0] as { blob: Uint8Array }).blob).toEqual(new Uint8Array([0, 255, 16]));
    await same('select id, tags, ids, doc from r where id = any($1::int[]) order by id', [[1, 2]], {
      rowMode: 'array',
    });
    await same('select count(*) as n, sum(price) as total from r');
  });

  it('answers statements without rows (DDL, an empty result, writes) with their counts', async () => {
    const empty = await same('select * from r where id = $1', [99]);
    expect(empty.rows).toEqual([]);
    expect(empty.fields.map((field) => field.name)).toContain('price');
    const update = await kept.query('update r set ok = not ok where id = any($1::int[])', [[1, 2]]);
    expect(update.affectedRows).toBe(2);
    expect((await kept.query('update r set ok = not ok where id = any($1::int[])', [[1, 2]])).rows).toEqual(
      [],
    );
  });

  it('throws the first error with its code and detail, and the next statement still answers', async () => {
    await expect(kept.query('insert into r (id) values ($1)', [1])).rejects.toMatchObject({
      code: '23505',
      constraint: 'r_pkey',
      detail: 'Key (id)=(1) already exists.',
    });
    await expect(kept.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await kept.query('select count(*)::int as n from r')).rows).toEqual([{ n: 3 }]);
  });

  it('hands a notification to its listeners before the statement that sent it answers', async () => {
    const heard: string[] = [];
    const stop = await kept.listen('Changes', (payload) => heard.push(payload));
    const result = await kept.query("select pg_notify('changes', $1)", ['row 1']);
    expect(result.rows).toHaveLength(1);
    expect(heard).toEqual(['row 1']);
    // A notification PGlite reads itself (a transaction's) reaches the same listener once.
    await kept.transaction((tx) => tx.query("select pg_notify('changes', 'row 2')"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['row 1', 'row 2']);
    await stop();
    await kept.query("select pg_notify('changes', $1)", ['row 3']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['row 1', 'row 2']);
  });

  it('reads an answer larger than one of PGlite’s buffers', async () => {
    const { rows } = await same("select g as id, repeat('é', 300) as text from generate_series(1, 2000) g");
    expect(rows).toHaveLength(2000);
  });
});
