import type { Category, CategoryBody, CategoryUpdateBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoriesQueryOptions } from '@/lib/queries/category';

/** Creates a category (no id) or replaces one (with its id). */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CategoryBody | CategoryUpdateBody }) =>
      id === undefined
        ? api<Category>('/apps/ecommerce/categories', { method: 'POST', body })
        : api<Category>(`/apps/ecommerce/categories/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey }),
  });
}
