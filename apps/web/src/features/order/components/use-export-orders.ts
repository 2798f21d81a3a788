import type { Order } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useListExport } from '@/components/data-table/use-list-export';
import { paymentName } from '@/components/order-chips';
import { toCsv } from '@/lib/csv';
import { fetchAllOrders } from '../api/export-orders';

/** Downloads every order of the current filter and sort as orders-YYYY-MM-DD.csv. */
export function useExportOrders() {
  const { t } = useTranslation('order');
  return useListExport({
    ns: 'order',
    fileStem: 'orders',
    fetchAll: fetchAllOrders,
    csv: (rows) =>
      toCsv<Order>(rows, [
        { header: t('columns.order'), value: (o) => o.order },
        { header: t('columns.date'), value: (o) => o.createdAt },
        { header: t('columns.customer'), value: (o) => o.customer },
        { header: t('csv.email'), value: (o) => o.email },
        { header: t('columns.spent'), value: (o) => o.spent.toFixed(2) },
        { header: t('columns.payment'), value: (o) => t(`payments.${paymentName(o.payment)}`) },
        { header: t('columns.status'), value: (o) => t(`statuses.${o.status}`) },
        { header: t('columns.method'), value: (o) => `${t(`methods.${o.method}`)} ${o.methodNumber}` },
      ]),
  });
}
