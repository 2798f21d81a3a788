import { type ShopSettings, shopCountryNames, shopCurrencies } from '@app/contracts';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsField } from './settings-fields';

type Values = ShopSettings['storeDetails'];
const half = { xs: 12, sm: 6 } as const;

export function StoreDetailsFields({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('shop-settings');
  const { control } = form;
  const f = (name: keyof Values) => t(`fields.${name}`);
  const country = form.watch('country');
  const countries =
    shopCountryNames.includes(country as never) || !country
      ? shopCountryNames
      : [country, ...shopCountryNames];
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h3">
          {t('groups.profile')}
        </Typography>
      </Grid>
      <Grid size={half}>
        <SettingsField control={control} name="storeName" label={f('storeName')} required />
      </Grid>
      <Grid size={half}>
        <SettingsField control={control} name="phone" label={f('phone')} type="tel" />
      </Grid>
      <Grid size={half}>
        <SettingsField control={control} name="storeEmail" label={f('storeEmail')} type="email" />
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="senderEmail"
          label={f('senderEmail')}
          type="email"
          helperText={t('fields.senderEmailHelp')}
        />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h3">
          {t('groups.billing')}
        </Typography>
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="legalName"
          label={f('legalName')}
          helperText={t('fields.legalNameHelp')}
        />
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="country"
          label={f('country')}
          options={countries.map((c) => ({ value: c, label: c }))}
        />
      </Grid>
      <Grid size={half}>
        <SettingsField control={control} name="address" label={f('address')} />
      </Grid>
      <Grid size={half}>
        <SettingsField control={control} name="apartment" label={f('apartment')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SettingsField control={control} name="city" label={f('city')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SettingsField control={control} name="state" label={f('state')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SettingsField control={control} name="postalCode" label={f('postalCode')} />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h3">
          {t('groups.standards')}
        </Typography>
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="currency"
          label={f('currency')}
          options={shopCurrencies.map((c) => ({ value: c, label: c }))}
        />
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="timezone"
          label={f('timezone')}
          helperText={t('fields.timezoneHint')}
        />
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="unitSystem"
          label={f('unitSystem')}
          options={(['metric', 'imperial'] as const).map((u) => ({ value: u, label: t(`options.${u}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="weightUnit"
          label={f('weightUnit')}
          options={(['kg', 'g', 'lb', 'oz'] as const).map((u) => ({ value: u, label: t(`options.${u}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <SettingsField control={control} name="orderIdPrefix" label={f('orderIdPrefix')} />
      </Grid>
      <Grid size={half}>
        <SettingsField control={control} name="orderIdSuffix" label={f('orderIdSuffix')} />
      </Grid>
    </Grid>
  );
}
