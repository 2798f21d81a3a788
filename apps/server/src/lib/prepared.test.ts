import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Queryable } from '../db/client.ts';
import { rowsOf, shaped, statement } from './prepared.ts';

describe('statements kept per shape', () => {
  let one: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    one = await openDatabase({ inMemory: true });
  });
  afterAll(() => one.close());

  it('builds a shape once per database, under a name of its own', () => {
    // Only the handle's identity matters here.
    const two = { db: {} as Queryable };
    const names: string[] = [];
    const build = (name: string) => {
      names.push(name);
      return { name };
    };
    const first = shaped(one.db, 'test|a', build);
    expect(shaped(one.db, 'test|a', build)).toBe(first);
    shaped(one.db, 'test|b', build);
    const other = shaped(two.db, 'test|a', build);
    expect(other).not.toBe(first);
    // The same key keeps its name on every database; another key gets another.
    expect(names).toEqual([first.name, expect.any(String), first.name]);
    expect(names[1]).not.toBe(first.name);
  });

  it('runs one statement with each call’s values', async () => {
    const squares = shaped(one.db, 'test|squares', () =>
      statement(
        one.db,
        {
          sql: 'select g * g as n from generate_series(1, $1::int) g where g > $2::int order by g',
          params: [sql.placeholder('upTo'), sql.placeholder('after')],
        },
        'test_squares',
      ),
    );
    expect(await rowsOf(squares, { upTo: 4, after: 1 })).toEqual([{ n: 4 }, { n: 9 }, { n: 16 }]);
    expect(await rowsOf(squares, { upTo: 2, after: 0 })).toEqual([{ n: 1 }, { n: 4 }]);
  });
});
