import type { InvoiceData } from '@app/contracts';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { type InvoiceFormValues, invoiceTotals } from '../invoice-form-values';
import { InvoiceSums } from './invoice-sums';

/** Subtotal, discount, tax and total of the form as it stands, the way the server will compute them. */
export function InvoiceTotals({ control }: { control: Control<InvoiceFormValues, unknown, InvoiceData> }) {
  const { t } = useTranslation('invoice');
  const format = useIntlFormat();
  const [items, discount, taxRate] = useWatch({ control, name: ['items', 'discount', 'taxRate'] });
  const totals = invoiceTotals(items ?? [], discount, taxRate);
  const rate = format.number(Number.isFinite(taxRate) ? taxRate : 0);
  return (
    <InvoiceSums
      label={t('form.totals')}
      live
      rows={[
        { key: 'subtotal', label: t('document.subtotal'), value: totals.subtotal },
        { key: 'discount', label: t('document.discount'), value: -totals.discount || 0 },
        { key: 'tax', label: t('document.tax', { rate }), value: totals.tax },
      ]}
      last={{ key: 'total', label: t('document.total'), value: totals.total, testId: 'invoice-form-total' }}
    />
  );
}
