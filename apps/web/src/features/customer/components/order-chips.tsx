import { type OrderStatus, paymentStatuses } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { type Tint, TintedChip } from '@/components/tinted-chip/tinted-chip';

/** The customer's orders wear the same colours as on the order pages. */
const STATUS_TINT: Record<OrderStatus, Tint> = {
  Delivered: 'success',
  'Out for Delivery': 'primary',
  'Ready to Pickup': 'info',
  Dispatched: 'warning',
};
const PAYMENT_TINT: Record<number, Tint> = { 1: 'success', 2: 'warning', 3: 'secondary', 4: 'error' };

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('customer');
  return <TintedChip tint={STATUS_TINT[status] ?? 'secondary'} label={t(`orderStatuses.${status}`)} />;
}

export function PaymentChip({ payment }: { payment: number }) {
  const { t } = useTranslation('customer');
  const name = paymentStatuses[payment as keyof typeof paymentStatuses] ?? 'Pending';
  return <TintedChip dot tint={PAYMENT_TINT[payment] ?? 'secondary'} label={t(`payments.${name}`)} />;
}
