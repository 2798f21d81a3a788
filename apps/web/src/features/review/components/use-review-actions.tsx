import type { Review } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteReviews } from '../api/delete-reviews';
import { useUpdateReviewStatus } from '../api/update-review-status';

type Notify = (message: string, severity?: 'success' | 'error') => void;
type PendingDelete = { ids: number[]; name?: string };

/** Publish/unpublish at once with a toast; delete one or many after a confirmation (`dialog`). */
export function useReviewActions(notify: Notify, onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation('review');
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const remove = useDeleteReviews();
  const update = useUpdateReviewStatus();
  const { mutateAsync } = update;

  const onToggle = useCallback(
    async (review: Review) => {
      const status = review.status === 'Published' ? 'Pending' : 'Published';
      try {
        await mutateAsync({ id: review.id, status });
        notify(
          t(status === 'Published' ? 'toast.published' : 'toast.unpublished', { name: review.reviewer }),
        );
      } catch (error) {
        notify(t('toast.failed', { message: (error as Error).message }), 'error');
      }
    },
    [mutateAsync, notify, t],
  );
  const onDelete = useCallback(
    (review: Review) => setPending({ ids: [review.id], name: review.reviewer }),
    [],
  );
  const onBulkDelete = useCallback((ids: number[]) => setPending({ ids }), []);

  const close = () => {
    setPending(null);
    remove.reset();
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      const count = await remove.mutateAsync(pending.ids);
      notify(t('toast.deleted', { count }));
      onDeleted(pending.ids);
      close();
    } catch {
      // The dialog stays open and shows the error.
    }
  };

  // A row's delete names the reviewer; the bulk delete counts the selection, even of one.
  const many = pending !== null && pending.name === undefined;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={many ? t('confirm.bulkTitle', { count: pending?.ids.length }) : t('confirm.deleteTitle')}
      description={
        many
          ? t('confirm.bulkText', { count: pending?.ids.length })
          : t('confirm.deleteText', { name: pending?.name ?? '' })
      }
      confirmLabel={t('actions.delete')}
      color="error"
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { onToggle, onDelete, onBulkDelete, dialog, toggling: update.isPending };
}
