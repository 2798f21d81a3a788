import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from './session-cache.ts';

type Entry = CachedSession & { name: string };

const T0 = 1_000_000;
const HOUR = 3_600_000;
const entry = (userId: number, name = `user ${userId}`, expiresAt = T0 + HOUR): Entry => ({
  userId,
  expiresAt,
  name,
});

/** A cache on a clock the test moves, listening, and a loader that counts its database round trips. */
function setup(options: { max?: number; ttlMs?: number } = {}) {
  let time = T0;
  const cache = new SessionCache<Entry>({ ...options, now: () => time });
  cache.setListening(true);
  const rows = new Map<string, Entry>();
  let loads = 0;
  const load = (hash: string) => () => {
    loads += 1;
    return Promise.resolve(rows.get(hash) ?? null);
  };
  return {
    cache,
    rows,
    loads: () => loads,
    lookup: (hash: string) => cache.lookup(hash, load(hash)),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the session cache', () => {
  it('asks the database once, then answers from memory', async () => {
    const s = setup();
    s.rows.set('a', entry(1));
    expect(await s.lookup('a')).toEqual(entry(1));
    expect(await s.lookup('a')).toEqual(entry(1));
    expect(s.loads()).toBe(1);
  });

  it('never keeps an unknown token: each lookup asks again', async () => {
    const s = setup();
    expect(await s.lookup('nope')).toBeNull();
    expect(await s.lookup('nope')).toBeNull();
    expect(s.loads()).toBe(2);
    expect(s.cache.size).toBe(0);
  });

  it('is bypassed while not listening and starts empty when listening resumes', async () => {
    const s = setup();
    s.rows.set('a', entry(1));
    await s.lookup('a');
    s.cache.setListening(false);
    expect(s.cache.size).toBe(0);
    s.rows.delete('a');
    expect(await s.lookup('a')).toBeNull();
    s.rows.set('a', entry(1, 'renamed'));
    expect((await s.lookup('a'))?.name).toBe('renamed');
    expect(s.cache.size).toBe(0);
    s.cache.setListening(true);
    await s.lookup('a');
    await s.lookup('a');
    expect(s.loads()).toBe(4);
  });

  it("drops one user's sessions on 'u:<id>' and everything on '*'", async () => {
    const s = setup();
    s.rows.set('a1', entry(1));
    s.rows.set('a2', entry(1));
    s.rows.set('b', entry(2));
    for (const hash of ['a1', 'a2', 'b']) await s.lookup(hash);
    s.cache.invalidate('u:1');
    expect(s.cache.size).toBe(1);
    await s.lookup('b');
    expect(s.loads()).toBe(3);
    s.rows.delete('a1');
    expect(await s.lookup('a1')).toBeNull();
    s.cache.invalidate('*');
    expect(s.cache.size).toBe(0);
    s.cache.invalidate('something new');
    expect(s.cache.size).toBe(0);
  });

  it('does not keep an answer loaded while an invalidation arrived (it may predate the change)', async () => {
    const s = setup();
    let release: (value: Entry) => void = () => undefined;
    const slow = s.cache.lookup('a', () => new Promise<Entry>((r) => (release = r)));
    s.cache.invalidate('u:1');
    release(entry(1));
    expect(await slow).toEqual(entry(1));
    expect(s.cache.size).toBe(0);
  });

  it('does not keep an answer loaded across a lost and regained listener', async () => {
    const s = setup();
    let release: (value: Entry) => void = () => undefined;
    const slow = s.cache.lookup('a', () => new Promise<Entry>((r) => (release = r)));
    s.cache.setListening(false);
    s.cache.setListening(true);
    release(entry(1));
    await slow;
    expect(s.cache.size).toBe(0);
  });

  it('trusts an entry for ttlMs at most, and never past the session expiry', async () => {
    const s = setup({ ttlMs: 1000 });
    s.rows.set('a', entry(1, 'a', T0 + 5000));
    await s.lookup('a');
    s.advance(999);
    await s.lookup('a');
    expect(s.loads()).toBe(1);
    s.advance(2);
    await s.lookup('a');
    expect(s.loads()).toBe(2);
    s.advance(4000);
    s.rows.delete('a');
    expect(await s.lookup('a')).toBeNull();
    expect(s.loads()).toBe(3);
  });

  it('does not keep a session that has already expired', async () => {
    const s = setup();
    s.advance(10);
    s.rows.set('a', entry(1, 'a', T0 + 5));
    await s.lookup('a');
    expect(s.cache.size).toBe(0);
  });

  it('holds at most max sessions, dropping the least recently used', async () => {
    const s = setup({ max: 2 });
    for (const hash of ['a', 'b', 'c']) s.rows.set(hash, entry(hash.charCodeAt(0)));
    await s.lookup('a');
    await s.lookup('b');
    await s.lookup('a');
    await s.lookup('c');
    expect(s.cache.size).toBe(2);
    const before = s.loads();
    await s.lookup('a');
    await s.lookup('c');
    expect(s.loads()).toBe(before);
    await s.lookup('b');
    expect(s.loads()).toBe(before + 1);
  });
});
