import type { Product } from '@app/contracts';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getProducts, type ProductsQuery } from './get-products';

/** Every product matching the filter and sort. */
export const fetchAllProducts = (query: ProductsQuery, signal?: AbortSignal): Promise<Product[]> =>
  fetchAllPages(async (paging) => (await getProducts({ ...query, ...paging }, signal)).products);
