import type { PropertyListing } from '@app/contracts/property-listing';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useIntlFormat } from '@/lib/intl-format';
import { useDeletePropertyListing } from '../api/delete-property-listing';
import { useListingTexts } from './use-listing-texts';

/** Deleting a listing behind a confirmation. */
export function useDeletePropertyListingDialog(notify: (message: string) => void) {
  const { t } = useTranslation('property-listing');
  const x = useListingTexts(useIntlFormat());
  const { ask, dialog } = useConfirmedDelete({
    removal: useDeletePropertyListing(),
    idOf: (listing: PropertyListing) => listing.id,
    texts: (listing) => ({
      title: t('confirm.deleteTitle'),
      description: t('confirm.deleteText', {
        name: x.name(listing.propertyKind, listing.city),
        address: listing.address,
      }),
      confirmLabel: t('actions.delete'),
    }),
    onDeleted: (listing) => notify(t('toast.deleted', { name: x.name(listing.propertyKind, listing.city) })),
  });
  return { onDelete: ask, dialog };
}
