import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { videoClassesQueryOptions } from './get-video-classes';
import { videosQueryOptions } from './get-videos';

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/admin/videos/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videosQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: videoClassesQueryOptions().queryKey }),
      ]),
  });
}
