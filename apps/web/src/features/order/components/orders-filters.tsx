import { orderStatuses, paymentCodes } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ListFilters, statusFilter } from '@/components/data-table/list-filters';
import { paymentName } from '@/components/order-chips';
import type { OrderListSearch } from '../orders-search';

type Filters = Pick<OrderListSearch, 'status' | 'payment'>;
type Props = { value: Filters; onChange: (patch: Filters) => void };

/** Status and payment; an empty choice means "all". */
export function OrdersFilters({ value, onChange }: Props) {
  const { t } = useTranslation('order');
  const all = t('filters.all');
  return (
    <ListFilters
      filters={[
        statusFilter(t, orderStatuses, value.status, (status) => onChange({ status })),
        {
          key: 'payment',
          label: t('filters.payment'),
          allLabel: all,
          value: value.payment === undefined ? undefined : String(value.payment),
          options: paymentCodes.map((code) => ({
            value: String(code),
            label: t(`payments.${paymentName(code)}`),
          })),
          onChange: (payment) =>
            onChange({ payment: payment ? (Number(payment) as Filters['payment']) : undefined }),
        },
      ]}
    />
  );
}
