import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useBulkDeleteOrders } from '../api/bulk-delete-orders';

type Pending = { ids: number[]; onDone: () => void };

/** Deleting the ticked orders behind a confirmation; `dialog` is rendered by the caller. */
export function useBulkDeleteDialog(notify: (message: string) => void) {
  const { t } = useTranslation('order');
  const remove = useBulkDeleteOrders();
  const { ask, dialog } = useConfirmedDelete<Pending, number[]>({
    removal: {
      ...remove,
      // The toast counts what the server deleted.
      mutateAsync: (ids) =>
        remove.mutateAsync(ids, {
          onSuccess: ({ deleted }) => notify(t('toast.bulkDeleted', { count: deleted })),
        }),
    },
    idOf: (pending) => pending.ids,
    texts: ({ ids }) => ({
      title: t('confirm.bulkTitle', { count: ids.length }),
      description: t('confirm.bulkText', { count: ids.length }),
      confirmLabel: t('actions.delete'),
    }),
    onDeleted: (pending) => pending.onDone(),
  });
  return { ask: (ids: number[], onDone: () => void) => ask({ ids, onDone }), dialog };
}
