import type { InvoiceData } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import { fieldMessage } from '@/lib/form-errors';
import { useIntlFormat } from '@/lib/intl-format';
import { emptyItem, type InvoiceFormValues } from '../invoice-form-values';

type Props = { control: Control<InvoiceFormValues, unknown, InvoiceData>; locked: boolean; error?: string };

/** The line items: added and removed, each with its price (cost × quantity) as you type. */
export function InvoiceItemsEditor({ control, locked, error }: Props) {
  const { t } = useTranslation('invoice');
  const format = useIntlFormat();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('form.items')}
      </Typography>
      {error && (
        <Typography color="error" variant="body2" role="alert" sx={{ mb: 2 }}>
          {fieldMessage(t, 'invoice', error)}
        </Typography>
      )}
      {fields.map((field, index) => {
        const row = items?.[index];
        const price =
          row && Number.isFinite(row.cost) && Number.isFinite(row.quantity) ? row.cost * row.quantity : 0;
        const n = index + 1;
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={t('form.itemRow', { n })}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, display: 'flex', gap: 1 }}
          >
            <Grid container spacing={2} sx={{ flex: 1 }}>
              <Grid size={{ xs: 12, md: 5 }}>
                <FormField
                  control={control}
                  ns="invoice"
                  name={`items.${index}.item`}
                  label={t('form.item')}
                  disabled={locked}
                  required
                />
              </Grid>
              <Grid size={{ xs: 6, md: 2.5 }}>
                <FormField
                  control={control}
                  ns="invoice"
                  name={`items.${index}.cost`}
                  number="required"
                  label={t('form.cost')}
                  disabled={locked}
                  slotProps={{ htmlInput: { step: '0.01', min: 0 } }}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <FormField
                  control={control}
                  ns="invoice"
                  name={`items.${index}.quantity`}
                  number="required"
                  label={t('form.quantity')}
                  disabled={locked}
                  slotProps={{ htmlInput: { step: 1, min: 1 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 2.5 }} sx={{ display: 'flex', alignItems: 'center' }}>
                <Typography variant="body2" aria-label={t('form.itemPrice', { n })}>
                  {t('form.price')}: <strong>{format.money(price)}</strong>
                </Typography>
              </Grid>
              <Grid size={12}>
                <FormField
                  control={control}
                  ns="invoice"
                  name={`items.${index}.description`}
                  label={t('form.description')}
                  disabled={locked}
                />
              </Grid>
            </Grid>
            {!locked && (
              <Tooltip title={t('form.removeItem')}>
                <span>
                  <IconButton
                    aria-label={t('form.removeItemNamed', { n })}
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
                  >
                    <IconTrash size={18} />
                  </IconButton>
                </span>
              </Tooltip>
            )}
          </Box>
        );
      })}
      {!locked && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<IconPlus size={16} />}
          onClick={() => append(emptyItem())}
        >
          {t('form.addItem')}
        </Button>
      )}
    </Box>
  );
}
