import { shopCountries } from '@app/contracts';
import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import type { IntlFormat } from '@/lib/intl-format';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-form';

type Props = { control: Control<CheckoutFormInput, unknown, CheckoutFormValues>; format: IntlFormat };

/** Step 2: who buys and where it goes (only the countries the shop ships to: `useCheckout().countries`). */
export function CheckoutAddressStep({ control, format, countries }: Props & { countries: string[] }) {
  const { t } = useTranslation('checkout');
  const field = (
    name: Parameters<typeof FormField<CheckoutFormInput, CheckoutFormValues>>[0]['name'],
    label: string,
    extra = {},
  ) => <FormField control={control} name={name} label={label} ns="checkout" {...extra} />;
  const code = (name: string) => shopCountries.find((c) => c.name === name)?.code.toUpperCase() ?? '';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field('customer.fullName', t('address.fullName'), { autoComplete: 'name', required: true })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field('customer.email', t('address.email'), {
          type: 'email',
          autoComplete: 'email',
          required: true,
        })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field('customer.phone', t('address.phone'), { autoComplete: 'tel' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field('address.company', t('address.company'), { autoComplete: 'organization' })}
      </Grid>
      <Grid size={12}>
        {field('address.line1', t('address.line1'), { autoComplete: 'address-line1', required: true })}
      </Grid>
      <Grid size={12}>{field('address.line2', t('address.line2'), { autoComplete: 'address-line2' })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field('address.city', t('address.city'), { autoComplete: 'address-level2', required: true })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field('address.state', t('address.state'), { autoComplete: 'address-level1' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field('address.postalCode', t('address.postalCode'), {
          autoComplete: 'postal-code',
          required: true,
        })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {field('address.country', t('address.country'), {
          required: true,
          options: countries.map((name) => ({ value: name, label: format.country(code(name), name) })),
        })}
      </Grid>
    </Grid>
  );
}

/** Step 3: the card, checked as the API checks it (Luhn, expiry); nothing is charged. */
export function CheckoutPaymentStep({ control }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormField
          control={control}
          name="card.name"
          label={t('payment.name')}
          ns="checkout"
          autoComplete="cc-name"
          required
        />
      </Grid>
      <Grid size={12}>
        <FormField
          control={control}
          name="card.number"
          label={t('payment.number')}
          ns="checkout"
          autoComplete="cc-number"
          inputMode="numeric"
          required
          helperText={t('payment.noCharge')}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <FormField
          control={control}
          name="card.expiry"
          label={t('payment.expiry')}
          ns="checkout"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <FormField
          control={control}
          name="card.cvc"
          label={t('payment.cvc')}
          ns="checkout"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
        />
      </Grid>
    </Grid>
  );
}
