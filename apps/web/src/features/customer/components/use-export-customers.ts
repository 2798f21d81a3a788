import type { Customer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useListExport } from '@/components/data-table/use-list-export';
import { toCsv } from '@/lib/csv';
import { fetchAllCustomers } from '../api/export-customers';

/** Downloads every customer of the current filter and sort as customers-YYYY-MM-DD.csv. */
export function useExportCustomers() {
  const { t } = useTranslation('customer');
  return useListExport({
    ns: 'customer',
    fileStem: 'customers',
    fetchAll: fetchAllCustomers,
    csv: (rows) =>
      toCsv<Customer>(rows, [
        { header: t('columns.customer'), value: (c) => c.customer },
        { header: t('fields.email'), value: (c) => c.email },
        { header: t('columns.customerId'), value: (c) => c.customerId },
        { header: t('columns.country'), value: (c) => c.country },
        { header: t('columns.orders'), value: (c) => c.order },
        { header: t('columns.totalSpent'), value: (c) => c.totalSpent.toFixed(2) },
      ]),
  });
}
