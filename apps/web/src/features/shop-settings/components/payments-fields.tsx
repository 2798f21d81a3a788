import { cardBrands, type ShopSettings } from '@app/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsField, SettingsSwitch } from './settings-fields';

type Values = ShopSettings['payments'];
const half = { xs: 12, sm: 6 } as const;

export function PaymentsFields({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('shop-settings');
  const { control } = form;
  return (
    <Grid container spacing={2.5}>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="provider"
          label={t('fields.provider')}
          options={(['none', 'stripe', 'paypal', 'adyen'] as const).map((p) => ({
            value: p,
            label: t(`options.${p}`),
          }))}
        />
      </Grid>
      <Grid size={half}>
        <SettingsField control={control} name="providerAccount" label={t('fields.providerAccount')} />
      </Grid>
      <Grid size={half}>
        <SettingsField
          control={control}
          name="captureMode"
          label={t('fields.captureMode')}
          options={(['automatic', 'manual'] as const).map((m) => ({ value: m, label: t(`options.${m}`) }))}
        />
      </Grid>
      <Grid size={12}>
        <FormLabel component="legend">{t('fields.supportedMethods')}</FormLabel>
        <Controller
          control={control}
          name="supportedMethods"
          render={({ field }) => (
            <FormGroup row>
              {cardBrands.map((brand) => (
                <FormControlLabel
                  key={brand}
                  label={t(`brands.${brand}`)}
                  control={
                    <Checkbox
                      checked={field.value.includes(brand)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? cardBrands.filter((b) => b === brand || field.value.includes(b))
                            : field.value.filter((b) => b !== brand),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        />
      </Grid>
      <Grid size={12}>
        <FormLabel component="legend">{t('fields.manualMethods')}</FormLabel>
        <Stack>
          <SettingsSwitch
            control={control}
            name="manualMethods.cashOnDelivery"
            label={t('fields.cashOnDelivery')}
          />
          <SettingsSwitch
            control={control}
            name="manualMethods.bankDeposit"
            label={t('fields.bankDeposit')}
          />
          <SettingsSwitch control={control} name="manualMethods.moneyOrder" label={t('fields.moneyOrder')} />
        </Stack>
      </Grid>
    </Grid>
  );
}
