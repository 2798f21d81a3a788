import type { ListParams } from '@app/contracts';
import type { DealListQuery, DealSortKey } from '@app/contracts/deal';
import { z } from 'zod';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';

const dealSortKeys = ['createdAt', 'startsAt'] as const satisfies readonly DealSortKey[];

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const dealListSearch = z.object({ q: text(200), ...sortAndPaging(dealSortKeys) });
export type DealListSearch = z.output<typeof dealListSearch>;

export function toDealsQuery(search: DealListSearch): ListParams<DealListQuery> {
  return toListParams(search);
}
