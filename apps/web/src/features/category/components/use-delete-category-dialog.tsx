import type { Category } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { ApiError } from '@/lib/api-client';
import { useDeleteCategory } from '../api/delete-category';

/** Deleting a category behind a confirmation; a category that still has products is refused (409). */
export function useDeleteCategoryDialog(notify: (message: string) => void) {
  const { t } = useTranslation('category');
  const { ask, dialog } = useConfirmedDelete({
    removal: useDeleteCategory(),
    idOf: (category: Category) => category.id,
    texts: (category) => ({
      title: t('confirm.deleteTitle'),
      description: t('confirm.deleteText', { name: category.name }),
      confirmLabel: t('actions.delete'),
    }),
    onDeleted: (category) => notify(t('toast.deleted', { name: category.name })),
    errorText: (error, category) =>
      error instanceof ApiError && error.status === 409
        ? t('confirm.inUse', { count: Number(/\d+/.exec(error.message)?.[0] ?? category?.productCount ?? 0) })
        : error.message,
  });
  return { onDelete: ask, dialog };
}
