import {
  type CategoryListAnswer,
  type CategoryListQuery,
  type ListParams,
  MAX_PAGE_SIZE,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Categories are listed by their page and offered, by name, as a product's category and a category's parent. */
export type CategoriesQuery = ListParams<CategoryListQuery>;
export type CategoryOption = { id: number; name: string };

/** Without a query: the key every categories query starts with, for invalidation. */
export const categoriesQueryOptions = (query?: CategoriesQuery) =>
  queryOptions({
    queryKey: query ? ['categories', 'list', query] : ['categories'],
    queryFn: ({ signal, client }) =>
      api<CategoryListAnswer>('/apps/ecommerce/categories', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
  });

/** The first 100 categories by name, for pickers. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...categoriesQueryOptions().queryKey, 'options'],
    queryFn: async ({ signal, client }): Promise<CategoryOption[]> => {
      const answer = await api<CategoryListAnswer>('/apps/ecommerce/categories', {
        query: { itemsPerPage: MAX_PAGE_SIZE, sortBy: 'name', orderBy: 'asc' },
        signal,
        client,
      });
      return answer.categories.map((c) => ({ id: c.id, name: c.name }));
    },
    staleTime: 60_000,
  });
