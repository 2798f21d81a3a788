import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteOrder } from '../api/delete-order';

type Target = { id: number; order: number };

/** Delete behind a confirmation; `dialog` is rendered by the caller, `onDeleted` runs after success. */
export function useDeleteOrderDialog(onDeleted: (target: Target) => void) {
  const { t } = useTranslation('order');
  const [target, setTarget] = useState<Target | null>(null);
  const remove = useDeleteOrder();
  const ask = useCallback((next: Target) => setTarget({ id: next.id, order: next.order }), []);
  const close = () => {
    setTarget(null);
    remove.reset();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
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
      description={target ? t('confirm.deleteText', { order: target.order }) : undefined}
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
