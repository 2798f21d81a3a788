import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';

/**
 * CPU-heavy work (drawing PDFs) in a few worker threads, so that one costly task never stalls the
 * API's own thread. Every task has a time limit and every thread a heap limit: past either, the
 * thread is ended (tinypool terminates it and starts another) and the task
 * fails with a WorkerPoolError saying which limit it met. Tasks beyond the queue fail at once.
 */

export type WorkerPoolLimits = {
  /** Threads drawing at once. */
  threads: number;
  /** Tasks that may wait for a thread. */
  queue: number;
  /** Waiting and working, in milliseconds. */
  timeoutMs: number;
  /** The heap (V8 old generation) one thread may use, in megabytes. */
  memoryMb: number;
};

export type WorkerFailure = 'timeout' | 'memory' | 'busy';

export class WorkerPoolError extends Error {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerPoolError';
  }
}

export type WorkerPool<Task, Result> = {
  run(task: Task): Promise<Result>;
  /** Ends the threads; tasks still waiting fail. */
  close(): Promise<void>;
};

/** tsx's ESM API (its `import` export; vitest's module runner has no import.meta.resolve). */
function tsxEsmApi(): string {
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8'));
  return pathToFileURL(join(dirname(packageJson), exports['./esm/api'].import.default)).href;
}

/**
 * The module a thread loads: it registers tsx's loader, then imports the TypeScript task module and
 * hands on its default export. The API runs through tsx (decision 001), and a worker does not take the
 * parent's loader on Node 20, so this works alike under `npm start`, `tsx` and vitest.
 */
function bootstrap(taskModule: URL): string {
  const source = `const { register } = await import(${JSON.stringify(tsxEsmApi())});
register();
const task = await import(${JSON.stringify(taskModule.href)});
export default task.default;`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
const isOutOfMemory = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** A pool of threads running the default export of `taskModule` (a TypeScript file), within `limits`. */
export function workerPool<Task, Result>(
  taskModule: URL,
  limits: WorkerPoolLimits,
  /** A thread that failed while no task was on it (while starting): its next task fails on time. */
  onIdleFailure: (error: unknown) => void = () => {},
): WorkerPool<Task, Result> {
  let pool: Tinypool | null = null;
  // Counted here, not by tinypool's maxQueue: a task it refuses keeps its abort listener, which later
  // throws outside any request.
  let active = 0;
  // Made on the first task: an API process that never draws starts no thread.
  const threads = () => {
    pool ??= new Tinypool({
      filename: bootstrap(taskModule),
      // One thread stays once made, and replaces one that was ended; more come and go with the load.
      minThreads: 1,
      maxThreads: limits.threads,
      idleTimeout: 5 * 60_000,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    // Without a listener tinypool's 'error' event would throw outside any request.
    pool.on('error', onIdleFailure);
    return pool;
  };
  return {
    async run(task) {
      if (active >= limits.threads + limits.queue) {
        throw new WorkerPoolError('busy', 'the queue is full');
      }
      active++;
      try {
        return await threads().run(task, { signal: AbortSignal.timeout(limits.timeoutMs) });
      } catch (error) {
        if (isAbort(error)) {
          throw new WorkerPoolError('timeout', `took longer than ${limits.timeoutMs / 1000} s`);
        }
        if (isOutOfMemory(error)) {
          throw new WorkerPoolError('memory', `needed more than ${limits.memoryMb} MB`);
        }
        throw error;
      } finally {
        active--;
      }
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}
