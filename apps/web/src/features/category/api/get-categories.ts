import type { CategoryListAnswer, CategorySortKey, OrderBy } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CategoriesQuery = {
  q?: string;
  sortBy?: CategorySortKey;
  orderBy?: OrderBy;
  page: number;
  itemsPerPage: number;
};

/** Without a query: the key every categories query starts with, for invalidation. */
export const categoriesQueryOptions = (query?: CategoriesQuery) =>
  queryOptions({
    queryKey: query ? ['categories', 'list', query] : ['categories'],
    queryFn: ({ signal }) =>
      api<CategoryListAnswer>('/apps/ecommerce/categories', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
