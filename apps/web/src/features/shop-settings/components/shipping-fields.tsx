import { type ShopSettings, shopCountryNames } from '@app/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemovableCard, RemovableCardList } from './removable-card';
import { SettingsField } from './settings-fields';
import { ShippingRates } from './shipping-rates';

type Values = ShopSettings['shippingDelivery'];

/** Shipping zones: a name, the countries it covers and its rates. */
export function ShippingFields({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('shop-settings');
  const { control } = form;
  const zones = useFieldArray({ control, name: 'zones' });
  return (
    <RemovableCardList
      emptyText={t('shipping.none')}
      count={zones.fields.length}
      addLabel={t('shipping.addZone')}
      onAdd={() =>
        zones.append({
          name: '',
          countries: [],
          rates: [{ name: '', price: 0, minOrder: null, deliveryDays: '' }],
        })
      }
    >
      {zones.fields.map((zone, index) => {
        const name = form.watch(`zones.${index}.name`) || t('shipping.zoneN', { n: index + 1 });
        return (
          <RemovableCard
            key={zone.id}
            title={name}
            removeLabel={t('shipping.removeZone', { name })}
            onRemove={() => zones.remove(index)}
          >
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, sm: 5 }}>
                <SettingsField
                  control={control}
                  name={`zones.${index}.name`}
                  label={t('shipping.zoneName')}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <Controller
                  control={control}
                  name={`zones.${index}.countries`}
                  render={({ field }) => (
                    <Autocomplete
                      multiple
                      freeSolo
                      size="small"
                      options={shopCountryNames as readonly string[]}
                      value={field.value}
                      onChange={(_, value) => field.onChange(value)}
                      renderInput={(params) => <TextField {...params} label={t('shipping.countries')} />}
                    />
                  )}
                />
              </Grid>
            </Grid>
            <ShippingRates form={form} zoneIndex={index} />
          </RemovableCard>
        );
      })}
    </RemovableCardList>
  );
}
