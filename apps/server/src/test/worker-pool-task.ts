import { threadId } from 'node:worker_threads';

/** The task module of lib/worker-pool.test.ts: answers, spins past any time limit, or fills its heap. */
export type PoolTestTask = { kind: 'echo'; value: string } | { kind: 'spin' } | { kind: 'hog' };

export default function run(task: PoolTestTask): { value: string; threadId: number } {
  if (task.kind === 'spin') for (;;);
  if (task.kind === 'hog') {
    const kept: string[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${kept.length}`));
  }
  return { value: task.value, threadId };
}
