import { describe, expect, it } from 'vitest';
import { KeptSearches } from './kept-searches.ts';

const search = { key: 'orders q=smith', tables: ['orders', 'customers'] };
/** A search's rows: ids 1000, 999, … in its order; `read(n)` answers the first n and counts its calls. */
function rows(total = 500) {
  const all = Array.from({ length: total }, (_, i) => 1000 - i);
  const reads: number[] = [];
  return {
    all,
    reads,
    read: async (n: number) => {
      reads.push(n);
      return all.slice(0, n);
    },
  };
}

function listening(options = {}) {
  const kept = new KeptSearches(options);
  kept.setListening(true);
  return kept;
}

describe('KeptSearches', () => {
  it('reads twice the rows of a page past the first once, then slices the next pages from them', async () => {
    const kept = listening();
    const { all, reads, read } = rows();
    expect(await kept.slice(search, 10, 10, 1000, read)).toEqual(all.slice(10, 20));
    expect(await kept.slice(search, 30, 10, 1000, read)).toEqual(all.slice(30, 40));
    expect(await kept.slice(search, 0, 10, 1000, read)).toEqual(all.slice(0, 10));
    expect(reads).toEqual([40]);
    // Past what was kept: twice as far again, read from the start like the list's own page would.
    expect(await kept.slice(search, 90, 10, 1000, read)).toEqual(all.slice(90, 100));
    expect(reads).toEqual([40, 200]);
  });

  it('reads just the rows of a first page, and leaves any page past the cap to the caller', async () => {
    const kept = listening();
    const { all, reads, read } = rows();
    expect(await kept.slice(search, 0, 10, 1000, read)).toEqual(all.slice(0, 10));
    expect(await kept.slice(search, 0, 10, 1000, read)).toEqual(all.slice(0, 10));
    expect(reads).toEqual([10]);
    expect(await kept.slice(search, 1000, 10, 1000, read)).toBeUndefined();
    expect(reads).toEqual([10]);
  });

  it('keeps a search’s total until one of its tables is written', async () => {
    const kept = listening();
    let counts = 0;
    const count = async () => ({ total: 100 + counts++ });
    expect(await kept.total(search, count)).toEqual({ total: 100 });
    expect(await kept.total(search, count)).toEqual({ total: 100 });
    kept.changed('products');
    expect(await kept.total(search, count)).toEqual({ total: 100 });
    kept.changed('orders');
    expect(await kept.total(search, count)).toEqual({ total: 101 });
    kept.setListening(false);
    expect(await kept.total(search, count)).toEqual({ total: 102 });
    expect(await kept.total(search, count)).toEqual({ total: 103 });
  });

  it('knows a search that ended: pages past its last row are empty without reading again', async () => {
    const kept = listening();
    const { all, reads, read } = rows(25);
    expect(await kept.slice(search, 10, 10, 1000, read)).toEqual(all.slice(10, 20));
    expect(await kept.slice(search, 20, 10, 1000, read)).toEqual(all.slice(20, 25));
    expect(await kept.slice(search, 500, 10, 1000, read)).toEqual([]);
    expect(reads).toEqual([40]);
  });

  it('reads again after a write to one of its tables, not after a write to another table', async () => {
    const kept = listening();
    const { reads, read } = rows();
    await kept.slice(search, 10, 10, 1000, read);
    kept.changed('products');
    await kept.slice(search, 10, 10, 1000, read);
    expect(reads).toEqual([40]);
    kept.changed('customers');
    await kept.slice(search, 10, 10, 1000, read);
    expect(reads).toEqual([40, 40]);
    kept.changed('*');
    await kept.slice(search, 10, 10, 1000, read);
    expect(reads).toEqual([40, 40, 40]);
  });

  it('does not keep ids read while one of its tables was written', async () => {
    const kept = listening();
    const { all, reads } = rows();
    const duringWrite = async (n: number) => {
      reads.push(n);
      kept.changed('orders');
      return all.slice(0, n);
    };
    expect(await kept.slice(search, 10, 10, 1000, duringWrite)).toEqual(all.slice(10, 20));
    expect(await kept.slice(search, 10, 10, 1000, duringWrite)).toEqual(all.slice(10, 20));
    expect(reads).toEqual([40, 40]);
  });

  it('shares one read among requests for the same search arriving together', async () => {
    const kept = listening();
    const { all, reads, read } = rows();
    const pages = await Promise.all([1, 2, 3].map((p) => kept.slice(search, p * 10, 10, 1000, read)));
    expect(pages).toEqual([all.slice(10, 20), all.slice(20, 30), all.slice(30, 40)]);
    expect(reads).toEqual([40]);
  });

  it('does not hand a waiting request ids read before a write it came after', async () => {
    const kept = listening();
    const { all, reads } = rows();
    let release = () => {};
    const slow = (n: number) => {
      reads.push(n);
      return new Promise<number[]>((resolve) => {
        release = () => resolve(all.slice(0, n));
      });
    };
    const first = kept.slice(search, 10, 10, 1000, slow);
    await Promise.resolve();
    kept.changed('orders');
    const second = kept.slice(search, 10, 10, 1000, async (n) => {
      reads.push(-n);
      return all.slice(1, n + 1);
    });
    release();
    expect(await first).toEqual(all.slice(10, 20));
    expect(await second).toEqual(all.slice(11, 21));
    expect(reads).toEqual([40, -40]);
  });

  it('keeps nothing while no listener hears the writes, and forgets everything when listening stops', async () => {
    const kept = new KeptSearches();
    const { reads, read } = rows();
    expect(await kept.slice(search, 10, 10, 1000, read)).toBeUndefined();
    kept.setListening(true);
    await kept.slice(search, 10, 10, 1000, read);
    expect(kept.size).toBe(1);
    kept.setListening(false);
    expect(kept.size).toBe(0);
    expect(await kept.slice(search, 10, 10, 1000, read)).toBeUndefined();
    expect(reads).toEqual([40]);
  });

  it('trusts kept ids for ttlMs at most', async () => {
    let now = 5000;
    const kept = listening({ ttlMs: 1000, now: () => now });
    const { reads, read } = rows();
    await kept.slice(search, 10, 10, 1000, read);
    now = 5999;
    await kept.slice(search, 10, 10, 1000, read);
    now = 6001;
    await kept.slice(search, 10, 10, 1000, read);
    expect(reads).toEqual([40, 40]);
  });
});
