import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/client.ts';
import { pageOffset } from './paging.ts';

/**
 * The channel the list-change triggers (migration 0034) notify on, with the written table's name as
 * payload; the writing connection also hears it at once as a NOTICE 'list_changed:<table>'.
 */
export const LIST_CHANNEL = 'list_changed';

/**
 * Searches kept at most (least recently used dropped first), ids kept at most over all of them, how
 * long a search's ids are trusted without any notification, and how many pages of a search are kept.
 */
export const KEPT_SEARCHES = { max: 500, maxIds: 500_000, ttlMs: 30_000, pages: 100 };

/** What a list search is: its shape and values (`key`), and the tables whose writes can change its rows. */
export type KeptSearch = { key: string; tables: string[] };

type Entry = { ids: number[]; complete: boolean; epochs: number[] };
type Fill = { target: number; epochs: number[]; done: Promise<Entry> };

export type KeptSearchesOptions = {
  max?: number;
  maxIds?: number;
  ttlMs?: number;
  now?: () => number;
};

/**
 * The ids of the first pages of recent searches, in each list's order, and their totals, kept in this
 * process per database handle (decision 013), so that the pages up to 100 of a
 * search that many rows match slice the kept ids instead of walking or sorting the matches again for
 * every page, and count once.
 *
 * Kept ids are trusted only while this process listens on LIST_CHANNEL, whose triggers announce
 * every write statement on the lists' tables: each announcement moves that table's epoch, and an
 * entry is served only while the epochs of all its tables are the ones it was read under. The
 * writing process hears its own write at once (the NOTICE, raised during the statement, and again
 * when its connection goes back to the pool, after the commit: see db/client.ts), other processes when
 * the NOTIFY reaches them after the commit. Ids read while a table's epoch moved are not kept.
 * Entries also expire after `ttlMs`, in case a notification was lost.
 */
export class KeptSearches {
  private readonly entries: LRUCache<string, Entry>;
  private readonly fills = new Map<string, Fill>();
  private readonly totals: LRUCache<string, { value: unknown; epochs: number[] }>;
  private readonly epochByTable = new Map<string, number>();
  /** Bumped by an announcement for every table ('*') and by a change of listening state. */
  private allEpoch = 0;
  private listeners = 0;

  constructor(options: KeptSearchesOptions = {}) {
    this.entries = new LRUCache<string, Entry>({
      max: options.max ?? KEPT_SEARCHES.max,
      maxSize: options.maxIds ?? KEPT_SEARCHES.maxIds,
      sizeCalculation: (entry) => Math.max(1, entry.ids.length),
      ttl: options.ttlMs ?? KEPT_SEARCHES.ttlMs,
      perf: { now: options.now ?? Date.now },
      ttlAutopurge: false,
      ttlResolution: 0,
    });
    this.totals = new LRUCache<string, { value: unknown; epochs: number[] }>({
      max: options.max ?? KEPT_SEARCHES.max,
      ttl: options.ttlMs ?? KEPT_SEARCHES.ttlMs,
      perf: { now: options.now ?? Date.now },
      ttlAutopurge: false,
      ttlResolution: 0,
    });
  }

  get listening(): boolean {
    return this.listeners > 0;
  }

  /** Searches whose ids are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** An announcement: `table` was written ('*': anything may have been). */
  changed(table: string): void {
    if (table === '*') {
      this.allEpoch += 1;
      this.entries.clear();
      this.totals.clear();
      return;
    }
    this.epochByTable.set(table, (this.epochByTable.get(table) ?? 0) + 1);
  }

  /**
   * A listener started or stopped. While none listens nothing is served or kept; every change of
   * state drops what is kept (announcements may have been missed).
   */
  setListening(listening: boolean): void {
    this.listeners = Math.max(0, this.listeners + (listening ? 1 : -1));
    this.changed('*');
  }

  private epochs(tables: string[]): number[] {
    return [this.allEpoch, ...tables.map((t) => this.epochByTable.get(t) ?? 0)];
  }

  private current(search: KeptSearch, epochs: number[]): boolean {
    const now = this.epochs(search.tables);
    return now.every((e, i) => e === epochs[i]);
  }

  /**
   * The search's total (its list's count: exact, or the planner's estimate past the exact limit),
   * kept like its ids: served while no table of the search was written since it was counted, for
   * `ttlMs` at most. Every page of a search has the same total; `count` runs when none is kept.
   */
  async total<T>(search: KeptSearch, count: () => Promise<T>): Promise<T> {
    if (!this.listening) return count();
    const kept = this.totals.get(search.key);
    if (kept && this.current(search, kept.epochs)) return kept.value as T;
    const epochs = this.epochs(search.tables);
    const value = await count();
    if (this.listening && this.current(search, epochs)) this.totals.set(search.key, { value, epochs });
    return value;
  }

  /** Drops what is kept of `search` (a page whose rows no longer all exist). */
  forget(search: KeptSearch): void {
    this.entries.delete(search.key);
    this.totals.delete(search.key);
  }

  /**
   * The ids of rows [offset, offset + limit) of the search, in its order: sliced from kept ids when
   * they cover it and are current; otherwise `read(n)` (the ids of the search's first n rows, in its
   * order, as the list's own query with offset 0 would give them) reads twice as many rows as asked
   * (at least twice what was kept; at most `cap`), which are kept. Waits for the same read by another
   * request when one is running that covers the page and no write was heard since it began. A first
   * page reads just its own rows (`limit`): the walk of a broad search's first page costs in
   * proportion to the rows it reads. undefined when nothing may be kept (not listening, or the page
   * ends past `cap`): the caller runs its page query as before.
   */
  async slice(
    search: KeptSearch,
    offset: number,
    limit: number,
    cap: number,
    read: (n: number) => Promise<number[]>,
  ): Promise<number[] | undefined> {
    const end = offset + limit;
    if (!this.listening || end > cap) return undefined;
    const found = this.entries.get(search.key);
    const kept = found && this.current(search, found.epochs) ? found : undefined;
    if (kept && (kept.complete || kept.ids.length >= end)) return kept.ids.slice(offset, end);
    const running = this.fills.get(search.key);
    if (running && running.target >= end && this.current(search, running.epochs)) {
      const entry = await running.done.catch(() => undefined);
      if (entry && this.current(search, entry.epochs)) return entry.ids.slice(offset, end);
    }
    // A first page reads its own rows only (most searches stop there); a later one reads ahead.
    const target = offset === 0 ? end : Math.min(cap, Math.max(2 * end, 2 * (kept?.ids.length ?? 0)));
    const epochs = this.epochs(search.tables);
    const done = read(target).then((ids) => ({ ids, complete: ids.length < target, epochs }));
    const fill = { target, epochs, done };
    this.fills.set(search.key, fill);
    try {
      const entry = await done;
      if (this.listening && this.current(search, epochs)) this.entries.set(search.key, entry);
      return entry.ids.slice(offset, end);
    } finally {
      if (this.fills.get(search.key) === fill) this.fills.delete(search.key);
    }
  }
}

/** One KeptSearches per database handle: a test app's or a transaction's never meet another's. */
const byDatabase = new WeakMap<object, KeptSearches>();

/** The searches kept for `db` (the app's handle; a transaction's is never listened to, so never used). */
export function keptSearchesOf(db: Queryable): KeptSearches {
  let kept = byDatabase.get(db);
  if (!kept) {
    kept = new KeptSearches();
    byDatabase.set(db, kept);
  }
  return kept;
}

/** A list's total: kept with its search (KeptSearches.total) when the call is one, else counted anew. */
export function keptTotal<T>(
  db: Queryable,
  search: KeptSearch | undefined,
  count: () => Promise<T>,
): Promise<T> {
  return search ? keptSearchesOf(db).total(search, count) : count();
}

/** The rows of `ids` in the order of `ids` (a page's details read by `id = any(…)`, which keeps no order). */
export function inIdOrder<R extends { id: number }>(ids: number[], rows: R[]): R[] {
  const at = new Map(ids.map((id, i) => [id, i]));
  return [...rows].sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
}

/**
 * A page of a search from the ids kept for it (KeptSearches.slice; at most KEPT_SEARCHES.pages pages
 * of the asked size are kept), its rows read by id (`rows`, any order) and put in the kept order;
 * undefined when the caller must run its own page query: nothing may be kept, or a kept id's row is
 * gone (deleted by another process whose announcement has not arrived yet; the entry is dropped).
 */
export async function keptPage<R extends { id: number }>(
  db: Queryable,
  search: KeptSearch,
  paging: { page: number; itemsPerPage: number },
  read: (n: number) => Promise<number[]>,
  rows: (ids: number[]) => Promise<R[]>,
): Promise<R[] | undefined> {
  const kept = keptSearchesOf(db);
  const { itemsPerPage } = paging;
  const offset = pageOffset(paging.page, itemsPerPage);
  const ids = await kept.slice(search, offset, itemsPerPage, KEPT_SEARCHES.pages * itemsPerPage, read);
  if (!ids) return undefined;
  if (ids.length === 0) return [];
  const found = await rows(ids);
  if (found.length !== ids.length) {
    kept.forget(search);
    return undefined;
  }
  return inIdOrder(ids, found);
}
