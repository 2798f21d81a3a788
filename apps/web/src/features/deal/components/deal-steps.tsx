import { shopCountries, shopCountryNames } from '@app/contracts';
import { dealAudiences, dealTypeHasValue, dealTypes } from '@app/contracts/deal';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/date-field/form-date-field';
import { FormField } from '@/components/form-field/form-field';
import { fieldMessage } from '@/lib/form-errors';
import type { IntlFormat } from '@/lib/intl-format';
import type { DealFormInput, DealFormValues } from '../deal-form';
import { type DealProductChoice, DealProductPicker } from './deal-product-picker';

type Props = { control: Control<DealFormInput, unknown, DealFormValues> };

/** Step 1: the kind of discount, its value (checked by kind) and the country it is for. */
export function DealTypeStep({ control, format }: Props & { format: IntlFormat }) {
  const { t } = useTranslation('deal');
  const type = useWatch({ control, name: 'type' });
  const code = (name: string) => shopCountries.find((c) => c.name === name)?.code.toUpperCase() ?? '';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          control={control}
          name="type"
          ns="deal"
          label={t('fields.type')}
          required
          options={dealTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {type && !dealTypeHasValue(type) ? (
          <FormHelperText sx={{ mt: 1 }}>{t('fields.noValue')}</FormHelperText>
        ) : (
          <FormField
            control={control}
            name="value"
            ns="deal"
            number="nullable"
            label={type === 'flat' ? t('fields.amount') : t('fields.percentage')}
            required
            slotProps={{
              htmlInput: type === 'flat' ? { min: 0.01, step: 0.01 } : { min: 1, max: 100, step: 1 },
              input: {
                endAdornment: <InputAdornment position="end">{type === 'flat' ? '$' : '%'}</InputAdornment>,
              },
            }}
            helperText={type === 'flat' ? t('fields.amountHint') : t('fields.percentageHint')}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          control={control}
          name="region"
          ns="deal"
          label={t('fields.region')}
          required
          options={shopCountryNames.map((name) => ({ value: name, label: format.country(code(name), name) }))}
        />
      </Grid>
    </Grid>
  );
}

/** Step 2: what the deal is called, its code, and what it applies to and when. */
export function DealDetailsStep({
  control,
  products,
  onProducts,
}: Props & { products: DealProductChoice[]; onProducts: (next: DealProductChoice[]) => void }) {
  const { t } = useTranslation('deal');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField control={control} name="title" ns="deal" label={t('fields.title')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          control={control}
          name="code"
          ns="deal"
          label={t('fields.code')}
          required
          helperText={t('fields.codeHint')}
          slotProps={{ htmlInput: { dir: 'ltr', style: { textTransform: 'uppercase' } } }}
        />
      </Grid>
      <Grid size={12}>
        <FormField
          control={control}
          name="description"
          ns="deal"
          label={t('fields.description')}
          multiline
          minRows={2}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="productIds"
          render={({ field, fieldState }) => (
            <DealProductPicker
              value={products}
              onChange={(next) => {
                onProducts(next);
                field.onChange(next.map((p) => p.id));
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t('fields.products')}
              error={fieldState.error !== undefined}
              helperText={fieldMessage(t, 'deal', fieldState.error?.message) ?? t('fields.productsHint')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField control={control} name="startsAt" ns="deal" label={t('fields.startsAt')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField control={control} name="endsAt" ns="deal" label={t('fields.endsAt')} required />
      </Grid>
    </Grid>
  );
}

/** Step 3: who may use the deal, how often, from what cart, and whether customers hear of it. */
export function DealUsageStep({ control }: Props) {
  const { t } = useTranslation('deal');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          control={control}
          name="audience"
          ns="deal"
          label={t('fields.audience')}
          required
          options={dealAudiences.map((v) => ({ value: v, label: t(`audiences.${v}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          control={control}
          name="maxUses"
          ns="deal"
          number="required"
          label={t('fields.maxUses')}
          required
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          control={control}
          name="minCart"
          ns="deal"
          number="required"
          label={t('fields.minCart')}
          required
          slotProps={{
            htmlInput: { min: 0, step: 0.01 },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="notify"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('fields.notify')}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
