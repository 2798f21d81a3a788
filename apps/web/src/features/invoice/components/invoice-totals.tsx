import type { InvoiceData } from '@app/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { type InvoiceFormValues, invoiceTotals } from '../invoice-form-values';

/** Subtotal, discount, tax and total of the form as it stands, the way the server will compute them. */
export function InvoiceTotals({ control }: { control: Control<InvoiceFormValues, unknown, InvoiceData> }) {
  const { t } = useTranslation('invoice');
  const format = useIntlFormat();
  const [items, discount, taxRate] = useWatch({ control, name: ['items', 'discount', 'taxRate'] });
  const totals = invoiceTotals(items ?? [], discount, taxRate);
  const rows: [string, number, string][] = [
    [t('document.subtotal'), totals.subtotal, 'subtotal'],
    [t('document.discount'), -totals.discount || 0, 'discount'],
    [t('document.tax', { rate: format.number(Number.isFinite(taxRate) ? taxRate : 0) }), totals.tax, 'tax'],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('form.totals')}
      aria-live="polite"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value, key]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
            {format.money(value)}
          </Typography>
        </Box>
      ))}
      <Divider sx={{ gridColumn: '1 / -1', my: 0.5 }} />
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {t('document.total')}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, textAlign: 'end', fontWeight: 600 }}
        data-testid="invoice-form-total"
      >
        {format.money(totals.total)}
      </Typography>
    </Box>
  );
}
