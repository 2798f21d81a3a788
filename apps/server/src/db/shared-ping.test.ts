import { describe, expect, it } from 'vitest';
import { currentSignal, runWithContext } from './query-signal.ts';
import { sharedPing } from './shared-ping.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A ping whose round trips the test ends by hand, recording when each started. */
function manualPing() {
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  const ping = sharedPing(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })));
  return { ping, pending };
}

describe('sharedPing', () => {
  it('runs one round trip for callers that arrive while none is running', async () => {
    const { ping, pending } = manualPing();
    const first = ping();
    expect(pending).toHaveLength(1);
    pending[0].resolve();
    await first;
  });

  it('makes callers that arrive during a round trip wait for the next one, shared by all of them', async () => {
    const { ping, pending } = manualPing();
    const first = ping();
    let laterDone = 0;
    const later = [ping(), ping(), ping()].map((p) => p.then(() => (laterDone += 1)));
    expect(pending).toHaveLength(1);
    pending[0].resolve();
    await first;
    await settle();
    expect(laterDone).toBe(0);
    expect(pending).toHaveLength(2);
    pending[1].resolve();
    await Promise.all(later);
    expect(laterDone).toBe(3);
    expect(pending).toHaveLength(2);
  });

  it('hands a failure to every caller of that round trip, and the next caller tries again', async () => {
    const { ping, pending } = manualPing();
    const both = [ping(), ping()];
    pending[0].resolve();
    await both[0];
    await settle();
    pending[1].reject(new Error('down'));
    await expect(both[1]).rejects.toThrow('down');
    await settle();
    const again = ping();
    expect(pending).toHaveLength(3);
    pending[2].resolve();
    await again;
  });

  it('runs outside the request that started it: another caller waits on it after that request ended', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const ping = sharedPing(async () => {
      signals.push(currentSignal());
    });
    const ended = new AbortController();
    ended.abort();
    await runWithContext({ signal: ended.signal }, () => Promise.all([ping(), ping()]));
    expect(signals).toEqual([undefined, undefined]);
  });
});
