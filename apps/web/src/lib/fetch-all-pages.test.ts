import { MAX_PAGE_SIZE } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { fetchAllPages, type Paging } from './fetch-all-pages';

const list = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** A list endpoint over `rows`, recording the pages asked for. */
function endpoint(rows: number[]) {
  const asked: Paging[] = [];
  const fetchPage = async (paging: Paging) => {
    asked.push(paging);
    const start = (paging.page - 1) * paging.itemsPerPage;
    return rows.slice(start, start + paging.itemsPerPage);
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('collects every row in order, asking for the largest pages', async () => {
    const { asked, fetchPage } = endpoint(list(250));
    expect(await fetchAllPages(fetchPage)).toEqual(list(250));
    expect(asked).toEqual([1, 2, 3].map((page) => ({ page, itemsPerPage: MAX_PAGE_SIZE })));
  });

  it('stops after an empty page when the rows fill the last page exactly', async () => {
    const { asked, fetchPage } = endpoint(list(MAX_PAGE_SIZE));
    expect(await fetchAllPages(fetchPage)).toHaveLength(MAX_PAGE_SIZE);
    expect(asked).toHaveLength(2);
  });

  it('answers no rows for an empty list after one call', async () => {
    const { asked, fetchPage } = endpoint([]);
    expect(await fetchAllPages(fetchPage)).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
