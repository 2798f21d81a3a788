import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useBulkDeleteOrders } from '../api/bulk-delete-orders';

type Pending = { ids: number[]; onDone: () => void };

/** Deleting the ticked orders behind a confirmation; `dialog` is rendered by the caller. */
export function useBulkDeleteDialog(notify: (message: string) => void) {
  const { t } = useTranslation('order');
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useBulkDeleteOrders();
  const count = pending?.ids.length ?? 0;

  const close = () => {
    setPending(null);
    remove.reset();
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      const { deleted } = await remove.mutateAsync(pending.ids);
      pending.onDone();
      close();
      notify(t('toast.bulkDeleted', { count: deleted }));
    } catch {
      // The dialog stays open with the error.
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('confirm.bulkTitle', { count })}
      description={t('confirm.bulkText', { count })}
      confirmLabel={t('actions.delete')}
      color="error"
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { ask: (ids: number[], onDone: () => void) => setPending({ ids, onDone }), dialog };
}
