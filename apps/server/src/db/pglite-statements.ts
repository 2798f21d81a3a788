import { type PGlite, parse, protocol, type QueryOptions } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/**
 * PGlite's `query` sends every statement unnamed: Parse, Describe of the statement (for the
 * parameters' types), Bind, Describe, Execute and Sync, six calls into the WebAssembly for one
 * statement, each parsed and planned again. PostgreSQL's driver keeps the list shapes as named
 * statements (lib/prepared.ts); on PGlite the name never reached the database. `keptStatements`
 * gives PGlite the same: a statement outside a transaction is parsed once under a name (with its
 * parameters' types), and then runs as Bind, Describe, Execute and Sync in one call. As on the pool,
 * plan_cache_mode is force_custom_plan: each execution is still planned for its values (decision 011,
 * session-14 addendum); what is kept is the parse and the round trips.
 * Measured warm on 100,000 orders (decision 020, addendum: statements kept on PGlite), CPU per statement: `select 1`
 * 1.14 → 0.20 ms, the customers page 3.36 → 2.30 ms; per list call 0.3-0.9 ms less.
 *
 * Statements in a transaction (`transaction(tx => tx.query…)`) and queries with options this path
 * does not know run through PGlite's own `query`. At most KEPT_STATEMENTS texts are kept; the least
 * recently used is closed (Close message) when a new one needs room.
 */
export const KEPT_STATEMENTS = 500;

type Kept = { name: string; types: number[] };

const known = new Set(['rowMode', 'parsers', 'serializers']);

export function keptStatements(pg: PGlite): PGlite {
  const { serialize } = protocol;
  let counter = 0;
  const toClose: string[] = [];
  const kept = new LRUCache<string, Kept>({
    max: KEPT_STATEMENTS,
    dispose: (statement) => toClose.push(statement.name),
  });
  const exec = (parts: Uint8Array[]) => pg.execProtocol(concat(parts), { syncToFs: false });

  async function prepare(text: string): Promise<Kept> {
    const name = `kept${++counter}`;
    const closing = toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    // As on PostgreSQL's pool (db/pg-pool.ts): every execution planned for its values.
    const settings = counter === 1 ? [serialize.query('set plan_cache_mode = force_custom_plan')] : [];
    const { messages } = await exec([
      ...settings,
      ...closing,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    kept.set(text, statement);
    return statement;
  }

  const query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options && Object.keys(options).some((key) => !known.has(key)))
      return pg.query(text, params, options);
    return pg._runExclusiveTransaction(() =>
      pg.runExclusive(async () => {
        const statement = kept.get(text) ?? (await prepare(text));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.types[i];
          const serializer = options?.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await pg.execProtocol(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        return parse.parseResults(messages, pg.parsers, options)[0];
      }),
    );
  }) as PGlite['query'];

  return new Proxy(pg, {
    get(target, key) {
      if (key === 'query') return query;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
