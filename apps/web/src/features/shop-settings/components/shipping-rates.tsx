import type { ShopSettings } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsField } from './settings-fields';

type Values = ShopSettings['shippingDelivery'];

/** A zone's rates: name, price, minimum order (empty for none) and delivery time. */
export function ShippingRates({ form, zoneIndex }: { form: UseFormReturn<Values>; zoneIndex: number }) {
  const { t } = useTranslation('shop-settings');
  const { control } = form;
  const rates = useFieldArray({ control, name: `zones.${zoneIndex}.rates` });
  const base = `zones.${zoneIndex}.rates` as const;
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1.5 }}>
        {t('shipping.rates')}
      </Typography>
      {rates.fields.map((rate, i) => (
        <Grid key={rate.id} container spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 3 }}>
            <SettingsField
              control={control}
              name={`${base}.${i}.name`}
              label={t('shipping.rateName')}
              required
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 2.5 }}>
            <SettingsField
              control={control}
              name={`${base}.${i}.price`}
              label={t('shipping.price')}
              number="required"
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 2.5 }}>
            <SettingsField
              control={control}
              name={`${base}.${i}.minOrder`}
              label={t('shipping.minOrder')}
              number="nullable"
              placeholder={t('shipping.noMinimum')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 10, sm: 3 }}>
            <SettingsField
              control={control}
              name={`${base}.${i}.deliveryDays`}
              label={t('shipping.deliveryDays')}
            />
          </Grid>
          <Grid size={{ xs: 2, sm: 1 }}>
            <IconButton aria-label={t('shipping.removeRate', { n: i + 1 })} onClick={() => rates.remove(i)}>
              <IconTrash size={20} />
            </IconButton>
          </Grid>
        </Grid>
      ))}
      <Button
        size="small"
        startIcon={<IconPlus size={16} />}
        onClick={() => rates.append({ name: '', price: 0, minOrder: null, deliveryDays: '' })}
      >
        {t('shipping.addRate')}
      </Button>
    </Box>
  );
}
