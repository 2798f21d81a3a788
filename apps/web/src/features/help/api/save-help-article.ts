import type { HelpArticle, HelpArticleUpdateBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { helpCenterQueryOptions } from './get-help-center';

/** Writes a new article (no id) or replaces one (with the version the form loaded); the help center's lists, articles and searches refresh. */
export function useSaveHelpArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: HelpArticleUpdateBody }) =>
      api<HelpArticle>(
        id === undefined ? '/pages/help-center/articles' : `/pages/help-center/articles/${id}`,
        { method: id === undefined ? 'POST' : 'PUT', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpCenterQueryOptions().queryKey }),
  });
}
