import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteOrder } from '../api/delete-order';

type Target = { id: number; order: number };

/** Delete behind a confirmation; `dialog` is rendered by the caller, `onDeleted` runs after success. */
export function useDeleteOrderDialog(onDeleted: (target: Target) => void) {
  const { t } = useTranslation('order');
  return useConfirmedDelete({
    removal: useDeleteOrder(),
    idOf: (target: Target) => target.id,
    texts: (target) => ({
      title: t('confirm.deleteTitle'),
      description: t('confirm.deleteText', { order: target.order }),
      confirmLabel: t('actions.delete'),
    }),
    onDeleted: (target) => onDeleted({ id: target.id, order: target.order }),
  });
}
