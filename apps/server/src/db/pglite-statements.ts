import { type PGlite, parse, protocol, type QueryOptions } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { readAnswer } from './pglite-answer.ts';

/**
 * PGlite's `query` sends every statement unnamed: Parse, Describe of the statement (for the
 * parameters' types), Bind, Describe, Execute and Sync, six calls into the WebAssembly for one
 * statement, each parsed and planned again. PostgreSQL's driver keeps the list shapes as named
 * statements (lib/prepared.ts); on PGlite the name never reached the database. `keptStatements`
 * gives PGlite the same: a statement outside a transaction is parsed once under a name (with its
 * parameters' types), and then runs as Bind, Describe, Execute and Sync in one call. As on the pool,
 * plan_cache_mode is force_custom_plan: each execution is still planned for its values (decision 011);
 * what is kept is the parse and the round trips.
 * Measured warm on 100,000 orders (decision 020), CPU per statement: `select 1`
 * 1.14 → 0.20 ms, the customers page 3.36 → 2.30 ms; per list call 0.3-0.9 ms less.
 *
 * Statements in a transaction (`transaction(tx => tx.query…)`) and queries with options this path
 * does not know run through PGlite's own `query`. At most KEPT_STATEMENTS texts are kept; the least
 * recently used is closed (Close message) when a new one needs room.
 */
export const KEPT_STATEMENTS = 500;

type Kept = { name: string; types: number[] };

const known = new Set(['rowMode', 'parsers', 'serializers']);

/** PGlite with its statements kept, and `queryRaw` (a kept statement's answer as protocol bytes). */
export type KeptPGlite = PGlite & {
  queryRaw(text: string, params?: unknown[], options?: QueryOptions): Promise<Uint8Array>;
};

export function keptStatements(pg: PGlite): KeptPGlite {
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

  /** Bind, Describe, Execute and Sync of the kept statement for `text` (parsed first if it is new). */
  async function execution(text: string, params: unknown[], options?: QueryOptions): Promise<Uint8Array> {
    const statement = kept.get(text) ?? (await prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[i];
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    return concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
  }

  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    pg._runExclusiveTransaction(() => pg.runExclusive(work));

  /**
   * A kept statement's answer as the protocol's bytes, unread (a copy: PGlite's buffer is reused): its
   * rows, its error and its notifications are read by the caller. `query` reads them with readAnswer;
   * db/pglite-thread.ts reads them in the API thread, so the worker's answer is one buffer handed over
   * instead of rows copied between the threads.
   */
  const queryRaw = (text: string, params: unknown[] = [], options?: QueryOptions) =>
    exclusive(async () => {
      const message = await execution(text, params, options);
      const chunks: Uint8Array[] = [];
      await pg.execProtocolRawStream(message, { onRawData: (bytes) => chunks.push(bytes.slice()) });
      return chunks.length === 1 ? chunks[0] : concat(chunks);
    });

  /**
   * LISTEN callbacks by channel, as PostgreSQL names them. A kept statement's answer is read by
   * readAnswer, not by PGlite, so its notifications are handed to these (as PGlite hands the
   * notifications of the statements it reads to its own, in a microtask).
   */
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
  };

  const query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options && Object.keys(options).some((key) => !known.has(key)))
      return pg.query(text, params, options);
    return readAnswer(await queryRaw(text, params, options), pg.parsers, options, notify);
  }) as PGlite['query'];

  const listen = (async (channel, callback, tx) => {
    const stop = await pg.listen(channel, callback, tx);
    const name = postgresName(channel);
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set.add(callback));
    return async (stopTx?: Parameters<typeof stop>[0]) => {
      set.delete(callback);
      await stop(stopTx);
    };
  }) as PGlite['listen'];

  const unlisten = (async (channel, callback, tx) => {
    const name = postgresName(channel);
    if (callback) listeners.get(name)?.delete(callback);
    else listeners.delete(name);
    await pg.unlisten(channel, callback, tx);
  }) as PGlite['unlisten'];

  return new Proxy(pg as KeptPGlite, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'queryRaw') return queryRaw;
      if (key === 'listen') return listen;
      if (key === 'unlisten') return unlisten;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A channel's name as PostgreSQL reports it in a notification (PGlite's toPostgresName). */
const postgresName = (channel: string) =>
  channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
