import type { HelpArticle } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteHelpArticle } from '../api/delete-help-article';
import { helpArticleQueryOptions } from '../api/get-help-article';

/** Deleting an article behind a confirmation; then back to the help center. */
export function useDeleteHelpArticleDialog() {
  const { t } = useTranslation('help');
  const { notify } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useConfirmedDelete({
    removal: useDeleteHelpArticle(),
    idOf: (article: HelpArticle) => article.id,
    texts: (article) => ({
      title: t('article.deleteTitle'),
      description: t('article.deleteText', { title: article.title }),
      confirmLabel: t('article.delete'),
    }),
    onDeleted: async (article) => {
      notify(t('article.deleted'));
      await navigate({ to: '/front-pages/help-center' });
      queryClient.removeQueries({ queryKey: helpArticleQueryOptions(article.slug).queryKey });
    },
  });
}
