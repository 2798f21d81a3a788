import { LICENCE_PRODUCT_NAMES, type Licence } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteLicence } from '../api/delete-licence';

/** "Delete this licence?" behind a confirmation, then a toast. */
export function useLicenceDelete() {
  const { t } = useTranslation('licence');
  const { notify } = useToast();
  const removal = useDeleteLicence();
  return useConfirmedDelete<Licence, number>({
    removal,
    idOf: (l) => l.id,
    texts: (l) => ({
      title: t('delete.title'),
      description: t('delete.text', {
        product: LICENCE_PRODUCT_NAMES[l.product],
        licensee: l.licensee,
        key: l.licenceKey,
      }),
      confirmLabel: t('delete.confirm'),
    }),
    onDeleted: () => notify(t('toast.deleted')),
  });
}
