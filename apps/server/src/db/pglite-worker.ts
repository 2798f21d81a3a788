// The worker-thread side of db/pglite-thread.ts: opens PGlite in the folder it is given and answers the
// API thread's messages (query, exec, a transaction's steps, listen, close). Runs in its own thread so
// the database's WebAssembly works on another core than the API's JavaScript.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { keptStatements } from './pglite-statements.ts';
import type { ToWorker, WorkerOptions } from './pglite-thread.ts';

const port = parentPort;
if (!port) throw new Error('db/pglite-worker.ts runs in a worker thread (see db/pglite-thread.ts)');

const { dir } = workerData as { dir: string };
// The same extensions as client.ts's pgliteExtensions (imported here directly: client.ts loads drizzle).
// Statements outside a transaction are kept named, as in the API thread (db/pglite-statements.ts).
const pg = keptStatements(new PGlite(dir, { extensions: { pg_trgm, btree_gist } }));

/** Open transactions by id: the callback PGlite runs waits for the API thread's commit or rollback. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

/** Parsers that keep a type's text (what drizzle asks for dates, intervals and arrays of them). */
const keepText = (value: string) => value;
function queryOptions(options: WorkerOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const parsers = Object.fromEntries(options.textTypes.map((oid) => [oid, keepText]));
  return { rowMode: options.rowMode, parsers };
}

/**
 * The error as data that can be sent: its text fields (a PostgreSQL error's code, detail,
 * constraint…) survive; its query options (parser functions) and parameters stay here.
 */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  );
  return { ...Object.fromEntries(fields), name: error.name, message: error.message, stack: error.stack };
}

const target = (txId: number | undefined) => {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
};

/** A statement's answer as protocol bytes: sent by handing its buffer over (db/pglite-thread.ts reads it). */
class Raw {
  constructor(readonly bytes: Uint8Array) {}
}

async function answer(message: ToWorker): Promise<unknown> {
  switch (message.op) {
    case 'raw':
      return new Raw(await pg.queryRaw(message.text, message.params));
    case 'query':
      return target(message.txId).query(message.text, message.params, queryOptions(message.options));
    case 'exec':
      return target(message.txId).exec(message.text);
    case 'begin': {
      const { txId } = message;
      let started: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => {
        started = resolve;
      });
      // The transaction's outcome reaches the API thread through the 'end' message's answer.
      const done = pg.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(txId, {
              tx,
              end: (commit) => (commit ? resolve() : reject(new RolledBack())),
            });
            started();
          }),
      );
      ends.set(txId, done);
      await ready;
      return undefined;
    }
    case 'end': {
      const open = transactions.get(message.txId);
      const done = ends.get(message.txId);
      transactions.delete(message.txId);
      ends.delete(message.txId);
      open?.end(message.commit);
      try {
        await done;
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
      return undefined;
    }
    case 'listen':
      await pg.listen(message.channel, (payload) => {
        port?.postMessage({ notify: message.channel, payload });
      });
      return undefined;
    case 'unlisten':
      await pg.unlisten(message.channel);
      return undefined;
    case 'close':
      await pg.close();
      return undefined;
  }
}

class RolledBack extends Error {}
const ends = new Map<number, Promise<void>>();

/**
 * The array types PGlite parses (base.ts's _initArrayTypes, run as it opens): the API thread builds
 * the same parsers for the answers it reads itself.
 */
const arrayTypes = () =>
  pg.query<{ oid: number; typarray: number }>(
    `select b.oid, b.typarray from pg_catalog.pg_type a
       left join pg_catalog.pg_type b on b.oid = a.typelem
      where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`,
  );

pg.waitReady.then(arrayTypes).then(
  ({ rows }) => port.postMessage({ ready: true, arrayTypes: rows.map((row) => [row.oid, row.typarray]) }),
  (error: unknown) => port.postMessage({ ready: false, error: plainError(error) }),
);

port.on('message', (message: ToWorker) => {
  answer(message).then(
    (result) =>
      result instanceof Raw
        ? port.postMessage({ id: message.id, raw: result.bytes }, [result.bytes.buffer as ArrayBuffer])
        : port.postMessage({ id: message.id, result }),
    (error: unknown) => port.postMessage({ id: message.id, error: plainError(error) }),
  );
});
