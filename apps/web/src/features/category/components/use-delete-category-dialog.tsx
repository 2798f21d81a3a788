import type { Category } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useDeleteCategory } from '../api/delete-category';

/** Deleting a category behind a confirmation; a category that still has products is refused (409). */
export function useDeleteCategoryDialog(notify: (message: string) => void) {
  const { t } = useTranslation('category');
  const [pending, setPending] = useState<Category | null>(null);
  const remove = useDeleteCategory();
  const onDelete = useCallback((category: Category) => setPending(category), []);

  const close = () => {
    setPending(null);
    remove.reset();
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      notify(t('toast.deleted', { name: pending.name }));
      close();
    } catch {
      // The dialog stays open and shows why.
    }
  };

  const error = remove.error;
  const message =
    error instanceof ApiError && error.status === 409
      ? t('confirm.inUse', { count: Number(/\d+/.exec(error.message)?.[0] ?? pending?.productCount ?? 0) })
      : error?.message;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('confirm.deleteTitle')}
      description={pending ? t('confirm.deleteText', { name: pending.name }) : undefined}
      confirmLabel={t('actions.delete')}
      color="error"
      pending={remove.isPending}
      error={message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { onDelete, dialog };
}
