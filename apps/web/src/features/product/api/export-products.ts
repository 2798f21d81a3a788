import { MAX_PAGE_SIZE, type Product } from '@app/contracts';
import { getProducts, type ProductsQuery } from './get-products';

/** Every product matching the filter and sort, one page of 100 after the other (the API's largest page). */
export async function fetchAllProducts(query: ProductsQuery, signal?: AbortSignal): Promise<Product[]> {
  const all: Product[] = [];
  let page = 1;
  let total = 0;
  do {
    const answer = await getProducts({ ...query, page, itemsPerPage: MAX_PAGE_SIZE }, signal);
    all.push(...answer.products);
    total = answer.total;
    if (answer.products.length === 0) break;
    page += 1;
  } while (all.length < total);
  return all;
}
