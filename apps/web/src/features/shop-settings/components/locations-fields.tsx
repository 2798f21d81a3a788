import type { ShopSettings } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { RemovableCard, RemovableCardList } from './removable-card';
import { SettingsField, SettingsSwitch } from './settings-fields';

type Values = ShopSettings['locations'];
const TEXT = ['address', 'apartment', 'city', 'state', 'postalCode', 'country', 'phone'] as const;

/** Where stock is kept: each location's address, whether it fulfils online orders, the default one. */
export function LocationsFields({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('shop-settings');
  const { control } = form;
  const list = useFieldArray({ control, name: 'locations' });
  const listError =
    form.formState.errors.locations?.root?.message ?? form.formState.errors.locations?.message;
  return (
    <RemovableCardList
      emptyText={t('locations.none')}
      count={list.fields.length}
      addLabel={t('locations.add')}
      onAdd={() =>
        list.append({
          name: '',
          address: '',
          apartment: '',
          city: '',
          state: '',
          postalCode: '',
          country: '',
          phone: '',
          fulfilOnlineOrders: true,
          isDefault: list.fields.length === 0,
        })
      }
    >
      {listError && <Alert severity="error">{fieldMessage(t, 'shop-settings', listError)}</Alert>}
      {list.fields.map((loc, index) => {
        const name = form.watch(`locations.${index}.name`) || t('locations.locationN', { n: index + 1 });
        return (
          <RemovableCard
            key={loc.id}
            title={name}
            removeLabel={t('locations.remove', { name })}
            onRemove={() => list.remove(index)}
          >
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SettingsField
                  control={control}
                  name={`locations.${index}.name`}
                  label={t('locations.name')}
                  required
                />
              </Grid>
              {TEXT.map((field) => (
                <Grid key={field} size={{ xs: 12, sm: 6 }}>
                  <SettingsField
                    control={control}
                    name={`locations.${index}.${field}`}
                    label={t(`fields.${field}`)}
                  />
                </Grid>
              ))}
              <Grid size={12}>
                <SettingsSwitch
                  control={control}
                  name={`locations.${index}.fulfilOnlineOrders`}
                  label={t('locations.fulfil')}
                />
                <SettingsSwitch
                  control={control}
                  name={`locations.${index}.isDefault`}
                  label={t('locations.isDefault')}
                />
              </Grid>
            </Grid>
          </RemovableCard>
        );
      })}
    </RemovableCardList>
  );
}
