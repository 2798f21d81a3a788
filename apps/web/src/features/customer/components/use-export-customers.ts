import type { Customer } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datedFileName, downloadCsv, toCsv } from '@/lib/csv';
import { fetchAllCustomers } from '../api/export-customers';
import type { CustomersQuery } from '../api/get-customers';

/** Downloads every customer of the current filter and sort as customers-YYYY-MM-DD.csv. */
export function useExportCustomers() {
  const { t } = useTranslation('customer');
  const [exporting, setExporting] = useState(false);
  const run = async (query: CustomersQuery): Promise<number> => {
    setExporting(true);
    try {
      const customers = await fetchAllCustomers(query);
      const csv = toCsv<Customer>(customers, [
        { header: t('columns.customer'), value: (c) => c.customer },
        { header: t('fields.email'), value: (c) => c.email },
        { header: t('columns.customerId'), value: (c) => c.customerId },
        { header: t('columns.country'), value: (c) => c.country },
        { header: t('columns.orders'), value: (c) => c.order },
        { header: t('columns.totalSpent'), value: (c) => c.totalSpent.toFixed(2) },
      ]);
      downloadCsv(datedFileName('customers'), csv);
      return customers.length;
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
