import { type CategoryListQuery, categorySortKeys, type ListParams } from '@app/contracts';
import { z } from 'zod';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const categoryListSearch = z.object({ q: text(200), ...sortAndPaging(categorySortKeys) });
export type CategoryListSearch = z.output<typeof categoryListSearch>;

export function toCategoriesQuery(search: CategoryListSearch): ListParams<CategoryListQuery> {
  return toListParams(search);
}
