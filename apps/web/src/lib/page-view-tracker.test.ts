import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_SIZE, createPageViewTracker, FLUSH_MS } from './page-view-tracker';

describe('page view tracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (referrer?: string) => {
    const sent: {
      body: { visitorId: string; events: { path: string; referrer?: string }[] };
      token?: string;
    }[] = [];
    const store = new Map<string, string>();
    const tracker = createPageViewTracker({
      accessToken: () => 'token-1',
      visitorKey: 'visitor',
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
      send: (body, token) => sent.push({ body: JSON.parse(body), token }),
      referrer,
    });
    return { sent, store, tracker };
  };

  it('sends the views queued in one batch after a pause, with the landing referrer once', () => {
    const { sent, tracker, store } = setup('https://search.test/');
    tracker.track('/a');
    tracker.track('/a');
    tracker.track('/b');
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0].token).toBe('token-1');
    expect(sent[0].body.visitorId).toBe(store.get('visitor'));
    expect(sent[0].body.events.map((e) => e.path)).toEqual(['/a', '/b']);
    expect(sent[0].body.events[0].referrer).toBe('https://search.test/');
    expect(sent[0].body.events[1].referrer).toBeUndefined();
  });

  it('sends at once when the batch is full, and on flush (page hidden)', () => {
    const { sent, tracker } = setup();
    for (let i = 0; i < BATCH_SIZE; i++) tracker.track(`/p/${i}`);
    expect(sent).toHaveLength(1);
    expect(sent[0].body.events).toHaveLength(BATCH_SIZE);
    tracker.track('/last');
    tracker.flush();
    expect(sent).toHaveLength(2);
    tracker.flush();
    expect(sent).toHaveLength(2);
  });

  it('keeps one visitor id across loads', () => {
    const first = setup();
    const again = createPageViewTracker({
      accessToken: () => undefined,
      visitorKey: 'visitor',
      storage: { getItem: (k) => first.store.get(k) ?? null, setItem: () => undefined },
      send: () => undefined,
    });
    expect(again.visitorId).toBe(first.tracker.visitorId);
  });
});
