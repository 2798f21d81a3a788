import type { HelpArticle } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast/use-toast';
import { useDeleteHelpArticle } from '../api/delete-help-article';
import { helpArticleQueryOptions } from '../api/get-help-article';

/** Deleting an article behind a confirmation; then back to the help center. */
export function useDeleteHelpArticleDialog() {
  const { t } = useTranslation('help');
  const { notify } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<HelpArticle | null>(null);
  const remove = useDeleteHelpArticle();
  const ask = useCallback((article: HelpArticle) => setPending(article), []);
  const close = () => {
    setPending(null);
    remove.reset();
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      notify(t('article.deleted'));
      close();
      await navigate({ to: '/front-pages/help-center' });
      queryClient.removeQueries({ queryKey: helpArticleQueryOptions(pending.slug).queryKey });
    } catch {
      // The dialog shows why.
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('article.deleteTitle')}
      description={pending ? t('article.deleteText', { title: pending.title }) : undefined}
      confirmLabel={t('article.delete')}
      color="error"
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { ask, dialog };
}
