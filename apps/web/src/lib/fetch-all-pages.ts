import { MAX_PAGE_SIZE } from '@app/contracts';

export type Paging = { page: number; itemsPerPage: number };

/**
 * Every row of a list, one page of the API's largest size after the other, for exports: a page
 * shorter than that is the last one.
 */
export async function fetchAllPages<R>(fetchPage: (paging: Paging) => Promise<R[]>): Promise<R[]> {
  const all: R[] = [];
  for (let page = 1; ; page += 1) {
    const rows = await fetchPage({ page, itemsPerPage: MAX_PAGE_SIZE });
    all.push(...rows);
    if (rows.length < MAX_PAGE_SIZE) return all;
  }
}
