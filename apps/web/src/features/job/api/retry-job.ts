import type { JobRetryAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsQueryOptions } from './get-jobs';

/** Puts a failed job back on its queue (POST /api/jobs/{id}/retry). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<JobRetryAnswer>(`/jobs/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryOptions().queryKey }),
  });
}
