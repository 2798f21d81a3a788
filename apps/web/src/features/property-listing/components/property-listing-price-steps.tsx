import {
  areaUnits,
  maintenancePeriods,
  nearbyPlaces,
  possessionStatuses,
  priceDisplays,
  priceInclusions,
  pricePerUnit,
  transactionTypes,
} from '@app/contracts/property-listing';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/date-field/form-date-field';
import { FormField } from '@/components/form-field/form-field';
import type { IntlFormat } from '@/lib/intl-format';
import { ChipChoices, ChoiceField, YesNoSwitch } from './property-listing-inputs';
import type { StepProps } from './property-listing-steps';

const NS = 'property-listing';
const half = { xs: 12, sm: 6 };
const third = { xs: 12, sm: 4 };

/** Step 4: the areas in one unit, when it can be moved into, and what is around it. */
export function AreaStep({ control }: StepProps) {
  const { t } = useTranslation(NS);
  const unit = useWatch({ control, name: 'areaUnit' });
  const areaSlots = {
    htmlInput: { min: 0.01, step: 0.01 },
    input: { endAdornment: <InputAdornment position="end">{t(`units.${unit}`)}</InputAdornment> },
  };
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChoiceField
          control={control}
          name="areaUnit"
          label={t('fields.areaUnit')}
          required
          options={areaUnits.map((v) => ({ value: v, label: t(`unitNames.${v}`) }))}
        />
      </Grid>
      <Grid size={third}>
        <FormField
          control={control}
          name="totalArea"
          ns={NS}
          number="required"
          label={t('fields.totalArea')}
          required
          slotProps={areaSlots}
        />
      </Grid>
      <Grid size={third}>
        <FormField
          control={control}
          name="carpetArea"
          ns={NS}
          number="nullable"
          label={t('fields.carpetArea')}
          helperText={t('fields.carpetHint')}
          slotProps={areaSlots}
        />
      </Grid>
      <Grid size={third}>
        <FormField
          control={control}
          name="plotArea"
          ns={NS}
          number="nullable"
          label={t('fields.plotArea')}
          slotProps={areaSlots}
        />
      </Grid>
      <Grid size={12}>
        <ChoiceField
          control={control}
          name="possession"
          label={t('fields.possession')}
          required
          options={possessionStatuses.map((v) => ({ value: v, label: t(`possessions.${v}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <FormDateField
          control={control}
          name="availableFrom"
          ns={NS}
          label={t('fields.availableFrom')}
          required
          helperText={t('fields.availableHint')}
        />
      </Grid>
      <Grid size={half}>
        <ChoiceField
          control={control}
          name="transaction"
          label={t('fields.transaction')}
          required
          options={transactionTypes.map((v) => ({ value: v, label: t(`transactions.${v}`) }))}
        />
      </Grid>
      <Grid size={12}>
        <YesNoSwitch control={control} name="mainRoad" label={t('fields.mainRoad')} />
      </Grid>
      <Grid size={12}>
        <ChipChoices
          control={control}
          name="nearby"
          label={t('fields.nearby')}
          options={nearbyPlaces.map((v) => ({ value: v, label: t(`nearby.${v}`) }))}
        />
      </Grid>
    </Grid>
  );
}

/** Step 5: the price (and its price per unit of area, worked out as one types), the charges, how it is shown. */
export function PriceStep({ control, format }: StepProps & { format: IntlFormat }) {
  const { t } = useTranslation(NS);
  const [price, total, unit] = useWatch({ control, name: ['expectedPrice', 'totalArea', 'areaUnit'] });
  const perUnit = Number.isFinite(price) && price > 0 && Number.isFinite(total) && total > 0;
  const moneySlots = {
    htmlInput: { min: 0, step: 0.01 },
    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FormField
          control={control}
          name="expectedPrice"
          ns={NS}
          number="required"
          label={t('fields.expectedPrice')}
          required
          slotProps={moneySlots}
        />
      </Grid>
      <Grid size={half}>
        <Alert severity="info" icon={false} role="status" sx={{ py: 0.25 }}>
          {perUnit
            ? t('fields.pricePerUnit', {
                price: format.money(pricePerUnit(price, total)),
                unit: t(`units.${unit}`),
              })
            : t('fields.pricePerUnitPending')}
        </Alert>
      </Grid>
      <Grid size={half}>
        <FormField
          control={control}
          name="maintenanceCharge"
          ns={NS}
          number="nullable"
          label={t('fields.maintenanceCharge')}
          slotProps={moneySlots}
        />
      </Grid>
      <Grid size={half}>
        <ChoiceField
          control={control}
          name="maintenancePeriod"
          label={t('fields.maintenancePeriod')}
          options={maintenancePeriods.map((v) => ({ value: v, label: t(`periods.${v}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          control={control}
          name="bookingAmount"
          ns={NS}
          number="nullable"
          label={t('fields.bookingAmount')}
          helperText={t('fields.bookingHint')}
          slotProps={moneySlots}
        />
      </Grid>
      <Grid size={half}>
        <FormField
          control={control}
          name="otherAmount"
          ns={NS}
          number="nullable"
          label={t('fields.otherAmount')}
          helperText={t('fields.otherHint')}
          slotProps={moneySlots}
        />
      </Grid>
      <Grid size={12}>
        <ChipChoices
          control={control}
          name="priceIncludes"
          label={t('fields.priceIncludes')}
          options={priceInclusions.map((v) => ({ value: v, label: t(`inclusions.${v}`) }))}
        />
      </Grid>
      <Grid size={12}>
        <ChoiceField
          control={control}
          name="priceDisplay"
          label={t('fields.priceDisplay')}
          required
          options={priceDisplays.map((v) => ({ value: v, label: t(`displays.${v}`) }))}
        />
      </Grid>
    </Grid>
  );
}
