import { type ListParams, type MagnetListQuery, magnetSortKeys } from '@app/contracts';
import { z } from 'zod';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const magnetListSearch = z.object({ q: text(200), tag: text(30), ...sortAndPaging(magnetSortKeys) });
export type MagnetListSearch = z.output<typeof magnetListSearch>;

export function toMagnetsQuery(search: MagnetListSearch): ListParams<MagnetListQuery> {
  return { ...toListParams(search), tag: search.tag || undefined };
}
