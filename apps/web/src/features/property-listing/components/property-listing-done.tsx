import type { PropertyListing } from '@app/contracts/property-listing';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { WizardDone } from '@/components/wizard/wizard-done';
import type { IntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { useListingTexts } from './use-listing-texts';

type Props = { listing: PropertyListing; format: IntlFormat; onAnother: () => void };

/** The stored listing, with the way to the list (searched on its city). */
export function PropertyListingDone({ listing, format, onAnother }: Props) {
  const { t } = useTranslation('property-listing');
  const x = useListingTexts(format);
  const canRead = useCan({ action: 'read', subject: 'PropertyListing' });
  return (
    <WizardDone
      title={t('done.title', { name: x.name(listing.propertyKind, listing.city) })}
      text={t('done.text', {
        price: x.price(listing.expectedPrice, listing.priceDisplay),
        area: x.area(listing.totalArea, listing.areaUnit),
      })}
      open={
        canRead && (
          <RouterButton variant="contained" to="/apps/property-listings" search={{ q: listing.city }}>
            {t('done.open')}
          </RouterButton>
        )
      }
      anotherLabel={t('done.another')}
      onAnother={onAnother}
    />
  );
}
