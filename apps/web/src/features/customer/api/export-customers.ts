import type { Customer } from '@app/contracts';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { type CustomersQuery, getCustomers } from './get-customers';

/** Every customer matching the filter and sort. */
export const fetchAllCustomers = (query: CustomersQuery, signal?: AbortSignal): Promise<Customer[]> =>
  fetchAllPages(async (paging) => (await getCustomers({ ...query, ...paging }, signal)).customers);
