import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { WriteAwareQueryClient } from './query-client';

/** A list read that is answered only when the test says so, with what the server held when it was read. */
function slowRead() {
  let answer: (rows: string[]) => void = () => undefined;
  const promise = new Promise<string[]>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

async function deleteDuringRead(client: QueryClient) {
  const read = slowRead();
  let server = ['Ada', 'Playwright Person'];
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    return calls === 1 ? read.promise : Promise.resolve([...server]);
  };
  // A route loader warms the page's query; no component observes it yet.
  const loading = client.ensureQueryData({ queryKey: ['users', { q: 'p' }], queryFn, staleTime: 30_000 });
  // The delete is answered and its mutation invalidates the users' lists while that read is out.
  server = ['Ada'];
  const invalidated = client.invalidateQueries({ queryKey: ['users'] });
  read.answer(['Ada', 'Playwright Person']);
  await loading;
  await invalidated;
  return client.getQueryCache().find({ queryKey: ['users', { q: 'p' }] });
}

describe('WriteAwareQueryClient', () => {
  it('keeps a list invalid when the read under way at the delete answers afterwards', async () => {
    const query = await deleteDuringRead(new WriteAwareQueryClient());
    // Stale, so the page that shows it next asks the server again instead of showing the deleted row.
    expect(query?.state.isInvalidated).toBe(true);
    expect(query?.isStale()).toBe(true);
  });

  it('fixes what the plain QueryClient does: the answer clears the invalidation', async () => {
    const query = await deleteDuringRead(new QueryClient());
    expect(query?.state.isInvalidated).toBe(false);
    expect(query?.state.data).toEqual(['Ada', 'Playwright Person']);
  });
});
