import { type OrderStatus, paymentStatuses } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { type Tint, TintedChip } from '@/components/tinted-chip/tinted-chip';

const STATUS_TINT: Record<OrderStatus, Tint> = {
  Delivered: 'success',
  'Out for Delivery': 'primary',
  'Ready to Pickup': 'info',
  Dispatched: 'warning',
};
const PAYMENT_TINT: Record<number, Tint> = { 1: 'success', 2: 'warning', 3: 'secondary', 4: 'error' };

/** The payment code's name (1 Paid, 2 Pending, 3 Cancelled, 4 Failed), the key of `payments.`. */
export const paymentName = (code: number) =>
  paymentStatuses[code as keyof typeof paymentStatuses] ?? 'Pending';

export function OrderStatusChip({ status, size }: { status: OrderStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('order');
  return <TintedChip size={size} tint={STATUS_TINT[status] ?? 'secondary'} label={t(`statuses.${status}`)} />;
}

export function PaymentChip({ payment, size }: { payment: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('order');
  return (
    <TintedChip
      dot
      size={size}
      tint={PAYMENT_TINT[payment] ?? 'secondary'}
      label={t(`payments.${paymentName(payment)}`)}
    />
  );
}
