import { type CategoryListAnswer, MAX_PAGE_SIZE } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoriesQueryOptions } from './get-categories';

/** The categories one can be placed under (the first 100 by name). */
export const parentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...categoriesQueryOptions().queryKey, 'parents'],
    queryFn: async ({ signal }) => {
      const answer = await api<CategoryListAnswer>('/apps/ecommerce/categories', {
        query: { itemsPerPage: MAX_PAGE_SIZE, sortBy: 'name', orderBy: 'asc' },
        signal,
      });
      return answer.categories.map((c) => ({ id: c.id, name: c.name }));
    },
  });
