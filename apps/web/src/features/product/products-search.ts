import { type ListParams, type ProductListQuery, productSortKeys, productStatuses } from '@app/contracts';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const productListSearch = z.object({
  q: text(200),
  status: oneOf(productStatuses),
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  stock: z
    .preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['true', 'false']).optional())
    .catch(undefined),
  ...sortAndPaging(productSortKeys),
});
export type ProductListSearch = z.output<typeof productListSearch>;

export function toProductsQuery(search: ProductListSearch): ListParams<ProductListQuery> {
  return {
    ...toListParams(search),
    status: search.status,
    categoryId: search.categoryId,
    stock: search.stock === undefined ? undefined : search.stock === 'true',
  };
}
