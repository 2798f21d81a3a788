import type { BulkDeleteAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsQueryOptions } from './get-reviews';

/** One id goes through DELETE …/:id, several through the bulk endpoint; answers how many went. */
export async function deleteReviews(ids: number[]): Promise<number> {
  if (ids.length === 1) {
    await api<void>(`/apps/ecommerce/reviews/${ids[0]}`, { method: 'DELETE' });
    return 1;
  }
  const answer = await api<BulkDeleteAnswer>('/apps/ecommerce/reviews/bulk-delete', {
    method: 'POST',
    body: { ids },
  });
  return answer.deleted;
}

export function useDeleteReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
}
