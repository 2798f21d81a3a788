import { type CategoryListAnswer, MAX_PAGE_SIZE } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CategoryOption = { id: number; name: string };

/** The categories a product can be filed under (the first 100 by name), for filters and the form. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'options'],
    queryFn: async ({ signal }): Promise<CategoryOption[]> => {
      const answer = await api<CategoryListAnswer>('/apps/ecommerce/categories', {
        query: { itemsPerPage: MAX_PAGE_SIZE, sortBy: 'name', orderBy: 'asc' },
        signal,
      });
      return answer.categories.map((c) => ({ id: c.id, name: c.name }));
    },
    staleTime: 60_000,
  });
