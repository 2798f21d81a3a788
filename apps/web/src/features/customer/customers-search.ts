import { type CustomerListQuery, customerSortKeys, type ListParams } from '@app/contracts';
import { z } from 'zod';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The customer list's state in the URL; anything unreadable falls back to the default. */
export const customerListSearch = z.object({
  q: text(200),
  country: text(100),
  ...sortAndPaging(customerSortKeys),
});
export type CustomerListSearch = z.output<typeof customerListSearch>;

export function toCustomersQuery(search: CustomerListSearch): ListParams<CustomerListQuery> {
  return { ...toListParams(search), country: search.country || undefined };
}
