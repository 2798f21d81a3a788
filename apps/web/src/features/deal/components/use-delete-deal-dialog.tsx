import type { Deal } from '@app/contracts/deal';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteDeal } from '../api/delete-deal';

/** Deleting a deal behind a confirmation. */
export function useDeleteDealDialog(notify: (message: string) => void) {
  const { t } = useTranslation('deal');
  const { ask, dialog } = useConfirmedDelete({
    removal: useDeleteDeal(),
    idOf: (deal: Deal) => deal.id,
    texts: (deal) => ({
      title: t('confirm.deleteTitle'),
      description: t('confirm.deleteText', { name: deal.title, code: deal.code }),
      confirmLabel: t('actions.delete'),
    }),
    onDeleted: (deal) => notify(t('toast.deleted', { name: deal.title })),
  });
  return { onDelete: ask, dialog };
}
