import {
  type LicenceListQuery,
  type ListParams,
  licenceProducts,
  licenceSortKeys,
  licenceStatuses,
} from '@app/contracts';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const licenceListSearch = z.object({
  q: text(200),
  product: oneOf(licenceProducts),
  status: oneOf(licenceStatuses),
  ...sortAndPaging(licenceSortKeys),
});
export type LicenceListSearch = z.output<typeof licenceListSearch>;

export function toLicencesQuery(search: LicenceListSearch): ListParams<LicenceListQuery> {
  return { ...toListParams(search), product: search.product, status: search.status };
}
