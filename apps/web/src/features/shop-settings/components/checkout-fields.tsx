import type { ShopSettings } from '@app/contracts';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsField, SettingsSwitch } from './settings-fields';

type Values = ShopSettings['checkout'];
const half = { xs: 12, sm: 6 } as const;
const RULES = ['hidden', 'optional', 'required'] as const;

export function CheckoutFields({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('shop-settings');
  const { control } = form;
  const rules = RULES.map((r) => ({ value: r, label: t(`options.${r}`) }));
  return (
    <Grid container spacing={2.5}>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="contactMethod"
          label={t('fields.contactMethod')}
          options={(['phone', 'email'] as const).map((m) => ({ value: m, label: t(`options.${m}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="fullName"
          label={t('fields.fullName')}
          options={(['lastOnly', 'firstAndLast'] as const).map((m) => ({
            value: m,
            label: t(`options.${m}`),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SettingsField control={control} name="companyName" label={t('fields.companyName')} options={rules} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SettingsField
          control={control}
          name="addressLine2"
          label={t('fields.addressLine2')}
          options={rules}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SettingsField
          control={control}
          name="shippingPhone"
          label={t('fields.shippingPhone')}
          options={rules}
        />
      </Grid>
      <Grid size={12}>
        <Stack>
          <SettingsSwitch control={control} name="marketingOptIn" label={t('fields.marketingOptIn')} />
          <SettingsSwitch control={control} name="tipping" label={t('fields.tipping')} />
        </Stack>
      </Grid>
    </Grid>
  );
}
