import type { Order } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datedFileName, downloadCsv, toCsv } from '@/lib/csv';
import type { OrdersQuery } from '@/lib/queries/order';
import { fetchAllOrders } from '../api/export-orders';
import { paymentName } from './order-chips';

/** Downloads every order of the current filter and sort as orders-YYYY-MM-DD.csv. */
export function useExportOrders() {
  const { t } = useTranslation('order');
  const [exporting, setExporting] = useState(false);

  const run = async (query: OrdersQuery): Promise<number> => {
    setExporting(true);
    try {
      const orders = await fetchAllOrders(query);
      const csv = toCsv<Order>(orders, [
        { header: t('columns.order'), value: (o) => o.order },
        { header: t('columns.date'), value: (o) => o.createdAt },
        { header: t('columns.customer'), value: (o) => o.customer },
        { header: t('csv.email'), value: (o) => o.email },
        { header: t('columns.spent'), value: (o) => o.spent.toFixed(2) },
        { header: t('columns.payment'), value: (o) => t(`payments.${paymentName(o.payment)}`) },
        { header: t('columns.status'), value: (o) => t(`statuses.${o.status}`) },
        { header: t('columns.method'), value: (o) => `${t(`methods.${o.method}`)} ${o.methodNumber}` },
      ]);
      downloadCsv(datedFileName('orders'), csv);
      return orders.length;
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
