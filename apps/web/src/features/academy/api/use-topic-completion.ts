import type { TopicCompletionAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { academyQueryOptions } from './get-courses';

/** Marks a topic done or not; every academy figure (lists, details, dashboard) is fetched again. */
export function useTopicCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, done }: { topicId: number; done: boolean }) =>
      api<TopicCompletionAnswer>(`/apps/academy/topics/${topicId}/completion`, {
        method: done ? 'POST' : 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academyQueryOptions().queryKey }),
  });
}
