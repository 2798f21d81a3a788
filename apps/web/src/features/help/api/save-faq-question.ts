import type { FaqQuestion, FaqQuestionUpdateBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { faqQueryOptions } from './get-faq';

/** Adds a question (no id) or changes one (with the version the form loaded); every FAQ list is fetched again. */
export function useSaveFaqQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FaqQuestionUpdateBody }) =>
      api<FaqQuestion>(id === undefined ? '/pages/faq/questions' : `/pages/faq/questions/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqQueryOptions().queryKey }),
  });
}
