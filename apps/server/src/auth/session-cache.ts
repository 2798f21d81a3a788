import { LRUCache } from 'lru-cache';

/** The channel the 0007 migration's triggers notify on: 'u:<user id>' or '*'. */
export const AUTH_CHANNEL = 'auth_changed';

export type CachedSession = { userId: number; expiresAt: number };

export type SessionCacheOptions = {
  /** Sessions kept at most (least recently used dropped first). */
  max?: number;
  /** How long an entry is trusted at most, even without a notification. */
  ttlMs?: number;
  now?: () => number;
};

export const DEFAULT_SESSION_CACHE = { max: 10_000, ttlMs: 30_000 };

/**
 * What an open session grants, kept in this process by token hash so that most requests skip the
 * session query. It is only trusted while `live`, that is while the process listens to the
 * database's auth change notifications (see the 0007 migration): a revoked session, a suspended
 * user or a changed role reaches every process as a notification and drops the entries it touches.
 * While not listening (starting, connection lost) every lookup goes to the database and nothing is
 * kept; when listening starts again the cache starts empty.
 *
 * A lookup that was answered by the database while an invalidation arrived is not kept: the
 * database may have answered from before the change (the `epoch` check).
 */
export class SessionCache<T extends CachedSession> {
  private readonly entries: LRUCache<string, T>;
  private readonly now: () => number;
  private live = false;
  private epoch = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, T>({
      max: options.max ?? DEFAULT_SESSION_CACHE.max,
      ttl: options.ttlMs ?? DEFAULT_SESSION_CACHE.ttlMs,
      // lru-cache reads performance.now() for ttl by default; a test clock must drive it too.
      perf: { now: this.now },
      ttlAutopurge: false,
      ttlResolution: 0,
    });
  }

  get listening(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session of `tokenHash`: from the cache when it may be trusted, else from `load` (kept if found). */
  async lookup(tokenHash: string, load: () => Promise<T | null>): Promise<T | null> {
    if (!this.live) return load();
    const hit = this.entries.get(tokenHash);
    if (hit) {
      if (hit.expiresAt > this.now()) return hit;
      this.entries.delete(tokenHash);
    }
    const epoch = this.epoch;
    const found = await load();
    if (found && this.live && this.epoch === epoch && found.expiresAt > this.now()) {
      this.entries.set(tokenHash, found);
    }
    return found;
  }

  /** A notification from the database: 'u:<id>' drops that user's sessions, anything else drops all. */
  invalidate(payload: string): void {
    this.epoch += 1;
    const userId = /^u:(\d+)$/.exec(payload)?.[1];
    if (userId === undefined) {
      this.entries.clear();
      return;
    }
    const id = Number(userId);
    const stale: string[] = [];
    for (const [key, value] of this.entries.entries()) if (value.userId === id) stale.push(key);
    for (const key of stale) this.entries.delete(key);
  }

  /** Listening started (cache empty, trusted from now on) or stopped (bypassed until it starts again). */
  setListening(listening: boolean): void {
    this.epoch += 1;
    this.entries.clear();
    this.live = listening;
  }
}
