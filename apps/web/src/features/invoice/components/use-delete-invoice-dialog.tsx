import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteInvoice } from '../api/invoice-mutations';

/** Delete behind a confirmation; `dialog` is rendered by the caller, `onDeleted` runs after success. */
export function useDeleteInvoiceDialog(onDeleted: (id: number) => void) {
  const { t } = useTranslation('invoice');
  const [target, setTarget] = useState<number | null>(null);
  const remove = useDeleteInvoice();
  const ask = useCallback((id: number) => setTarget(id), []);
  const close = () => {
    setTarget(null);
    remove.reset();
  };
  const confirm = async () => {
    if (target === null) return;
    try {
      await remove.mutateAsync(target);
      close();
      onDeleted(target);
    } catch {
      // The dialog stays open and shows the error.
    }
  };
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t('confirm.deleteTitle')}
      description={target !== null ? t('confirm.deleteText', { id: target }) : undefined}
      confirmLabel={t('actions.delete')}
      color="error"
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { ask, dialog };
}
