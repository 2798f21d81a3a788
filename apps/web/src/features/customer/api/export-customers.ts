import { type Customer, MAX_PAGE_SIZE } from '@app/contracts';
import { type CustomersQuery, getCustomers } from './get-customers';

/** Every customer matching the filter and sort, one page of 100 after the other (the API's largest page). */
export async function fetchAllCustomers(query: CustomersQuery, signal?: AbortSignal): Promise<Customer[]> {
  const all: Customer[] = [];
  let page = 1;
  let total = 0;
  do {
    const answer = await getCustomers({ ...query, page, itemsPerPage: MAX_PAGE_SIZE }, signal);
    all.push(...answer.customers);
    total = answer.total;
    page += 1;
    if (answer.customers.length === 0) break;
  } while (all.length < total);
  return all;
}
