import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { PoolTestTask } from '../test/worker-pool-task.ts';
import { workerPool } from './worker-pool.ts';

type Answer = { value: string; threadId: number };
const taskModule = new URL('../test/worker-pool-task.ts', import.meta.url);

describe('worker pool', () => {
  const pool = workerPool<PoolTestTask, Answer>(taskModule, {
    threads: 1,
    queue: 1,
    timeoutMs: 3000,
    memoryMb: 64,
  });
  afterAll(() => pool.close());

  it('runs a TypeScript task in another thread and hands back its answer', async () => {
    const answer = await pool.run({ kind: 'echo', value: 'hello' });
    expect(answer.value).toBe('hello');
    expect(answer.threadId).not.toBe(threadId);
  });

  it('ends a task past the time limit with a timeout, and the next task runs on a new thread', async () => {
    const before = await pool.run({ kind: 'echo', value: 'a' });
    const started = Date.now();
    await expect(pool.run({ kind: 'spin' })).rejects.toMatchObject({
      failure: 'timeout',
      message: 'took longer than 3 s',
    });
    expect(Date.now() - started).toBeLessThan(6000);
    const after = await pool.run({ kind: 'echo', value: 'b' });
    expect(after.value).toBe('b');
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('ends a thread past its heap limit with a memory failure, and the next task still runs', async () => {
    // Its own pool with a time limit a loaded two-core machine cannot reach while filling 64 MB,
    // so the failure seen is the memory one.
    const roomy = workerPool<PoolTestTask, Answer>(taskModule, {
      threads: 1,
      queue: 1,
      timeoutMs: 60_000,
      memoryMb: 64,
    });
    try {
      await expect(roomy.run({ kind: 'hog' })).rejects.toMatchObject({
        failure: 'memory',
        message: 'needed more than 64 MB',
      });
      expect((await roomy.run({ kind: 'echo', value: 'c' })).value).toBe('c');
    } finally {
      await roomy.close();
    }
  }, 90_000);

  it('refuses a task at once when the queue is full, and counts the waiting time in the limit', async () => {
    const spinning = pool.run({ kind: 'spin' });
    const waiting = pool.run({ kind: 'echo', value: 'd' });
    await expect(pool.run({ kind: 'echo', value: 'e' })).rejects.toMatchObject({
      failure: 'busy',
      message: 'the queue is full',
    });
    await expect(spinning).rejects.toMatchObject({ failure: 'timeout' });
    await expect(waiting).rejects.toMatchObject({ failure: 'timeout' });
    expect((await pool.run({ kind: 'echo', value: 'f' })).value).toBe('f');
  });
});
