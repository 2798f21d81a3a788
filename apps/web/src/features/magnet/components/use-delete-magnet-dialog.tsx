import type { MagnetLink } from '@app/contracts/magnet';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteMagnet } from '../api/delete-magnet';
import { magnetTitle } from './magnet-columns';

/** Deleting a link behind a confirmation. */
export function useDeleteMagnetDialog(notify: (message: string) => void) {
  const { t } = useTranslation('magnet');
  const { ask, dialog } = useConfirmedDelete({
    removal: useDeleteMagnet(),
    idOf: (magnet: MagnetLink) => magnet.id,
    texts: (magnet) => ({
      title: t('confirm.deleteTitle'),
      description: t('confirm.deleteText', { name: magnetTitle(magnet) }),
      confirmLabel: t('actions.delete'),
    }),
    onDeleted: (magnet) => notify(t('toast.deleted', { name: magnetTitle(magnet) })),
  });
  return { onDelete: ask, dialog };
}
