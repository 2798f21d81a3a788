import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { videoClassesQueryOptions } from './get-video-classes';

/** Deletes an empty node; the server refuses (409) while it holds classifications or videos. */
export function useDeleteVideoClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/admin/video-classes/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoClassesQueryOptions().queryKey }),
  });
}
