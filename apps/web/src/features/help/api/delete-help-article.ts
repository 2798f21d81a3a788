import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { helpCenterQueryOptions } from './get-help-center';

export function useDeleteHelpArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/pages/help-center/articles/${id}`, { method: 'DELETE' }),
    // The deleted article's own query is left alone: its page is being left, and a refetch would 404.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: helpCenterQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: [...helpCenterQueryOptions().queryKey, 'search'] }),
      ]),
  });
}
