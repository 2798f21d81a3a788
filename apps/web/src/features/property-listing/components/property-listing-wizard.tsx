import { useTranslation } from 'react-i18next';
import { useFormWizard } from '@/components/wizard/use-form-wizard';
import type { WizardStep } from '@/components/wizard/use-wizard';
import { WizardForm, WizardPane } from '@/components/wizard/wizard-form';
import { WizardPage } from '@/components/wizard/wizard-page';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import type { PropertyListingFormInput } from '../property-listing-form';
import { PropertyListingDone } from './property-listing-done';
import { AreaStep, PriceStep } from './property-listing-price-steps';
import { PropertyListingReviewStep } from './property-listing-review-step';
import { ContactStep, FeaturesStep, PropertyStep } from './property-listing-steps';
import { useCreatePropertyListingForm } from './use-create-property-listing-form';

const steps: WizardStep<PropertyListingFormInput>[] = [
  { key: 'contact', fields: ['listedBy', 'contactName', 'email', 'phone'] },
  {
    key: 'property',
    fields: ['propertyType', 'propertyKind', 'country', 'state', 'city', 'zipCode', 'address', 'landmark'],
  },
  {
    key: 'features',
    fields: [
      'bedrooms',
      'bathrooms',
      'floorNumber',
      'furnished',
      'furnishings',
      'commonArea',
      'attachedBalcony',
    ],
  },
  {
    key: 'area',
    fields: [
      'areaUnit',
      'totalArea',
      'carpetArea',
      'plotArea',
      'availableFrom',
      'possession',
      'transaction',
      'mainRoad',
      'nearby',
    ],
  },
  {
    key: 'price',
    fields: [
      'expectedPrice',
      'maintenanceCharge',
      'maintenancePeriod',
      'bookingAmount',
      'otherAmount',
      'priceIncludes',
      'priceDisplay',
    ],
  },
  { key: 'review', fields: [] },
];

/**
 * A property listing in six steps (contact, property, features, area, price, review), built like the
 * create-deal wizard: one form with the API's schema, each step checked before the next, going back
 * keeps everything. The listing it stores is on /apps/property-listings.
 */
export function PropertyListingWizard() {
  const { t } = useTranslation('property-listing');
  const format = useIntlFormat();
  const listing = useCreatePropertyListingForm();
  const { wizard, restart, formProps } = useFormWizard(listing, steps, 'property-listing');
  const canList = useCan({ action: 'read', subject: 'PropertyListing' });
  const { form, create } = listing;
  return (
    <WizardPage
      title={t('wizard.title')}
      subtitle={t('wizard.subtitle')}
      listLink={canList ? { to: '/apps/property-listings', label: t('wizard.toList') } : undefined}
      done={create.data && <PropertyListingDone listing={create.data} format={format} onAnother={restart} />}
    >
      <WizardForm
        {...formProps}
        finishLabel={create.isPending ? t('wizard.creating') : t('wizard.create')}
        busy={create.isPending}
      >
        <WizardPane shown={wizard.active === 0}>
          <ContactStep control={form.control} />
        </WizardPane>
        <WizardPane shown={wizard.active === 1}>
          <PropertyStep control={form.control} format={format} onType={listing.changeType} />
        </WizardPane>
        <WizardPane shown={wizard.active === 2}>
          <FeaturesStep control={form.control} />
        </WizardPane>
        <WizardPane shown={wizard.active === 3}>
          <AreaStep control={form.control} />
        </WizardPane>
        <WizardPane shown={wizard.active === 4}>
          <PriceStep control={form.control} format={format} />
        </WizardPane>
        {wizard.isLast && (
          <PropertyListingReviewStep values={listing.values} format={format} onEdit={wizard.open} />
        )}
      </WizardForm>
    </WizardPage>
  );
}
