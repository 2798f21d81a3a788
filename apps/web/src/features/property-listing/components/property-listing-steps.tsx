import { shopCountries, shopCountryNames } from '@app/contracts';
import {
  furnishedStatuses,
  furnishings,
  listerTypes,
  PROPERTY_MAX_FLOOR,
  PROPERTY_MIN_FLOOR,
  propertyKindsByType,
  propertyTypes,
} from '@app/contracts/property-listing';
import Grid from '@mui/material/Grid';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import type { IntlFormat } from '@/lib/intl-format';
import type { PropertyListingFormInput, PropertyListingFormValues } from '../property-listing-form';
import { ChipChoices, ChoiceField, YesNoSwitch } from './property-listing-inputs';

export type StepProps = { control: Control<PropertyListingFormInput, unknown, PropertyListingFormValues> };
const NS = 'property-listing';
const half = { xs: 12, sm: 6 };

/** Step 1: who lists the property and how buyers reach them (no account is made, so no password). */
export function ContactStep({ control }: StepProps) {
  const { t } = useTranslation(NS);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChoiceField
          control={control}
          name="listedBy"
          label={t('fields.listedBy')}
          required
          options={listerTypes.map((v) => ({ value: v, label: t(`listers.${v}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <FormField control={control} name="contactName" ns={NS} label={t('fields.contactName')} required />
      </Grid>
      <Grid size={half}>
        <FormField
          control={control}
          name="email"
          ns={NS}
          type="email"
          label={t('fields.email')}
          required
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'email' } }}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          control={control}
          name="phone"
          ns={NS}
          type="tel"
          label={t('fields.phone')}
          required
          helperText={t('fields.phoneHint')}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'tel' } }}
        />
      </Grid>
    </Grid>
  );
}

/** Step 2: what the property is and where. The kinds offered follow the type. */
export function PropertyStep({
  control,
  format,
  onType,
}: StepProps & { format: IntlFormat; onType: (type: string) => void }) {
  const { t } = useTranslation(NS);
  const type = useWatch({ control, name: 'propertyType' });
  const kinds = type ? propertyKindsByType[type] : [];
  const code = (name: string) => shopCountries.find((c) => c.name === name)?.code.toUpperCase() ?? '';
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChoiceField
          control={control}
          name="propertyType"
          label={t('fields.propertyType')}
          required
          options={propertyTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          onPicked={onType}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          control={control}
          name="propertyKind"
          ns={NS}
          label={t('fields.propertyKind')}
          required
          disabled={!type}
          helperText={type ? undefined : t('fields.kindAfterType')}
          options={kinds.map((v) => ({ value: v, label: t(`kinds.${v}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          control={control}
          name="country"
          ns={NS}
          label={t('fields.country')}
          required
          options={shopCountryNames.map((name) => ({ value: name, label: format.country(code(name), name) }))}
        />
      </Grid>
      <Grid size={half}>
        <FormField control={control} name="state" ns={NS} label={t('fields.state')} required />
      </Grid>
      <Grid size={half}>
        <FormField control={control} name="city" ns={NS} label={t('fields.city')} required />
      </Grid>
      <Grid size={half}>
        <FormField
          control={control}
          name="zipCode"
          ns={NS}
          label={t('fields.zipCode')}
          required
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'postal-code' } }}
        />
      </Grid>
      <Grid size={half}>
        <FormField control={control} name="landmark" ns={NS} label={t('fields.landmark')} />
      </Grid>
      <Grid size={12}>
        <FormField control={control} name="address" ns={NS} label={t('fields.address')} required />
      </Grid>
    </Grid>
  );
}

/** Step 3: rooms, floor, what comes with the property. Furnishings are asked only when something is furnished. */
export function FeaturesStep({ control }: StepProps) {
  const { t } = useTranslation(NS);
  const furnished = useWatch({ control, name: 'furnished' });
  const third = { xs: 12, sm: 4 };
  return (
    <Grid container spacing={2}>
      {(['bedrooms', 'bathrooms'] as const).map((name) => (
        <Grid key={name} size={third}>
          <FormField
            control={control}
            name={name}
            ns={NS}
            number="required"
            label={t(`fields.${name}`)}
            required
            slotProps={{ htmlInput: { min: 0, max: 50, step: 1 } }}
          />
        </Grid>
      ))}
      <Grid size={third}>
        <FormField
          control={control}
          name="floorNumber"
          ns={NS}
          number="nullable"
          label={t('fields.floorNumber')}
          helperText={t('fields.floorHint')}
          slotProps={{ htmlInput: { min: PROPERTY_MIN_FLOOR, max: PROPERTY_MAX_FLOOR, step: 1 } }}
        />
      </Grid>
      <Grid size={12}>
        <ChoiceField
          control={control}
          name="furnished"
          label={t('fields.furnished')}
          required
          options={furnishedStatuses.map((v) => ({ value: v, label: t(`furnished.${v}`) }))}
        />
      </Grid>
      {furnished && furnished !== 'unfurnished' && (
        <Grid size={12}>
          <ChipChoices
            control={control}
            name="furnishings"
            label={t('fields.furnishings')}
            hint={t('fields.furnishingsHint')}
            options={furnishings.map((v) => ({ value: v, label: t(`furnishings.${v}`) }))}
          />
        </Grid>
      )}
      <Grid size={half}>
        <YesNoSwitch control={control} name="commonArea" label={t('fields.commonArea')} />
      </Grid>
      <Grid size={half}>
        <YesNoSwitch control={control} name="attachedBalcony" label={t('fields.attachedBalcony')} />
      </Grid>
    </Grid>
  );
}
