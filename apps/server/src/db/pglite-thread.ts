import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type PGlite, type QueryOptions, type Results, types } from '@electric-sql/pglite';
import { readAnswer, type TypeParser } from './pglite-answer.ts';

/**
 * The part of PGlite the API uses (drizzle-orm/pglite, client.ts's withActor, listener.ts, the ping):
 * queries with parameters, exec, transactions with queries inside, LISTEN with a callback, close.
 */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close'>;

/** Query options as data: the row mode, and the types whose text is kept (drizzle's parsers for dates). */
export type WorkerOptions = { rowMode?: 'array' | 'object'; textTypes: number[] };

export type ToWorker = { id: number } & (
  | { op: 'raw'; text: string; params?: unknown[] }
  | { op: 'query'; txId: number; text: string; params?: unknown[]; options?: WorkerOptions }
  | { op: 'exec'; txId?: number; text: string }
  | { op: 'begin'; txId: number }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
);

type FromWorker =
  | { ready: boolean; arrayTypes?: [number, number][]; error?: Record<string, unknown> }
  | { notify: string; payload: string }
  | { id: number; result?: unknown; raw?: Uint8Array; error?: Record<string, unknown> };

/** PGlite's parsers of a fresh instance: its base types, and an array parser for each array type it found. */
function pgliteParsers(arrayTypes: [number, number][]): Record<number, TypeParser> {
  const parsers: Record<number, TypeParser> = { ...types.parsers };
  for (const [oid, typarray] of arrayTypes) {
    parsers[typarray] = (value) => types.arrayParser(value, parsers[oid], typarray);
  }
  return parsers;
}

/** tsx's ESM API (its `import` export; vitest's module runner has no import.meta.resolve). */
function tsxEsmApi(): string {
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8'));
  return pathToFileURL(join(dirname(packageJson), exports['./esm/api'].import.default)).href;
}

/**
 * The worker is TypeScript like the rest of the API: it registers tsx's loader before importing it
 * (on Node 20 a worker does not take the loader of `node --import tsx` from its parent).
 */
const workerBootstrap = `import(${JSON.stringify(tsxEsmApi())})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}); })`;

type Pending = { resolve(value: unknown): void; reject(error: unknown): void };

/** An error of the worker, rebuilt with its fields (code, detail, constraint…) for database-errors.ts. */
function rebuiltError(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

/**
 * Only parsers that keep the text can cross to the worker (functions cannot be sent); drizzle's are
 * such, for timestamps, dates, intervals and arrays of them. Anything else is refused loudly.
 */
function workerOptions(options: QueryOptions | undefined): WorkerOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers = {}, ...rest } = options;
  if (Object.keys(rest).length) {
    throw new Error(`PGlite in a worker: unsupported query options ${Object.keys(rest).join(', ')}`);
  }
  const textTypes = Object.entries(parsers).map(([oid, parse]) => {
    if (parse('2000-01-01', Number(oid)) !== '2000-01-01') {
      throw new Error(`PGlite in a worker: the parser of type ${oid} must keep the text`);
    }
    return Number(oid);
  });
  return { rowMode, textTypes };
}

/**
 * PGlite in a worker thread (db/pglite-worker.ts), seen from the API thread as a PgliteClient. The
 * database's WebAssembly then runs on another core than Fastify and the serialization of answers,
 * which under concurrent requests share one core when PGlite runs in the API's thread. Statements
 * still run one at a time (PGlite is one connection); a transaction holds the database until its
 * callback ends, as in process. Notifications of a statement arrive before its answer.
 */
export class PgliteThread implements PgliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly waitReady: Promise<void>;
  #parsers: Record<number, TypeParser> = {};
  #nextId = 1;
  #closed = false;

  constructor(dir: string) {
    this.#worker = new Worker(workerBootstrap, { eval: true, workerData: { dir } });
    this.waitReady = new Promise((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if ('ready' in message) {
          this.#parsers = pgliteParsers(message.arrayTypes ?? []);
          if (message.ready) resolve();
          else reject(rebuiltError(message.error ?? {}));
        } else if ('notify' in message) {
          this.#notify(message.notify, message.payload);
        } else {
          const pending = this.#pending.get(message.id);
          this.#pending.delete(message.id);
          if (message.error) pending?.reject(rebuiltError(message.error));
          else pending?.resolve(message.raw ?? message.result);
        }
      };
      this.#worker.on('message', onMessage);
      this.#worker.on('error', (error) => {
        reject(error);
        this.#failAll(error);
      });
      this.#worker.on('exit', (code) => {
        const error = new Error(
          this.#closed ? 'PGlite is closed' : `the PGlite worker exited (code ${code})`,
        );
        reject(error);
        this.#failAll(error);
      });
    });
  }

  #notify(channel: string, payload: string): void {
    for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
  }

  #failAll(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(message: DistributiveOmit<ToWorker, 'id'>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  /**
   * A statement outside a transaction runs as a statement kept in the worker (db/pglite-statements.ts),
   * which answers with the protocol's bytes, handed over without a copy and read here: copying parsed
   * rows between the threads cost more than reading them (decision 020).
   */
  query: PGlite['query'] = async (text, params, options) => {
    const unknown = Object.keys(options ?? {}).filter((key) => key !== 'rowMode' && key !== 'parsers');
    if (unknown.length)
      throw new Error(`PGlite in a worker: unsupported query options ${unknown.join(', ')}`);
    const bytes = await this.#call<Uint8Array>({ op: 'raw', text, params });
    return readAnswer(bytes, this.#parsers, options, (channel, payload) =>
      this.#notify(channel, payload),
    ) as never;
  };

  exec: PGlite['exec'] = (text) => this.#call<Results[]>({ op: 'exec', text });

  transaction: PGlite['transaction'] = async (callback) => {
    const txId = this.#nextId++;
    await this.#call({ op: 'begin', txId });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('the transaction is closed');
    };
    const tx = {
      query: ((text, params, options) => {
        open();
        return this.#call({ op: 'query', txId, text, params, options: workerOptions(options) });
      }) as PGlite['query'],
      exec: ((text) => {
        open();
        return this.#call<Results[]>({ op: 'exec', txId, text });
      }) as PGlite['exec'],
      get closed() {
        return closed;
      },
    } as Parameters<Parameters<PGlite['transaction']>[0]>[0];
    let result: Awaited<ReturnType<typeof callback>>;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ op: 'end', txId, commit: false });
      throw error;
    }
    closed = true;
    await this.#call({ op: 'end', txId, commit: true });
    return result;
  };

  listen: PGlite['listen'] = async (channel, callback) => {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#call({ op: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
      if (listeners.size === 0 && this.#listeners.get(channel) === listeners) {
        this.#listeners.delete(channel);
        await this.#call({ op: 'unlisten', channel });
      }
    };
  };

  /** Statements sent after this are refused ('PGlite is closed'), as by PGlite in process. */
  close = async (): Promise<void> => {
    if (this.#closed) return;
    const closing = this.#call({ op: 'close' });
    this.#closed = true;
    await closing;
    await this.#worker.terminate();
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
