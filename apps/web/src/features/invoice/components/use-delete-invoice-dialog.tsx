import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteInvoice } from '../api/invoice-mutations';

/** Delete behind a confirmation; `dialog` is rendered by the caller, `onDeleted` runs after success. */
export function useDeleteInvoiceDialog(onDeleted: (id: number) => void) {
  const { t } = useTranslation('invoice');
  return useConfirmedDelete({
    removal: useDeleteInvoice(),
    idOf: (id: number) => id,
    texts: (id) => ({
      title: t('confirm.deleteTitle'),
      description: t('confirm.deleteText', { id }),
      confirmLabel: t('actions.delete'),
    }),
    onDeleted,
  });
}
