import { type OrderStatus, paymentStatuses } from '@app/contracts';
import type { DataTableColumn } from './data-table/data-table-column';
import { RouterTextLink } from './router-links';
import { type Tint, TintedChip } from './tinted-chip/tinted-chip';

/** One colour per delivery status, the same on every page that shows an order. */
const STATUS_TINT: Record<OrderStatus, Tint> = {
  Delivered: 'success',
  'Out for Delivery': 'primary',
  'Ready to Pickup': 'info',
  Dispatched: 'warning',
};
const PAYMENT_TINT: Record<number, Tint> = { 1: 'success', 2: 'warning', 3: 'secondary', 4: 'error' };

export const orderStatusTint = (status: string): Tint => STATUS_TINT[status as OrderStatus] ?? 'secondary';

/** The payment code's name (1 Paid, 2 Pending, 3 Cancelled, 4 Failed), the key of `payments.`. */
export const paymentName = (code: number) =>
  paymentStatuses[code as keyof typeof paymentStatuses] ?? 'Pending';

type ChipProps = { label: string; size?: 'small' | 'medium' };

/** An order's delivery status in its colour; `label` is the status in the reader's language. */
export function OrderStatusChip({ status, label, size }: ChipProps & { status: OrderStatus }) {
  return <TintedChip size={size} tint={orderStatusTint(status)} label={label} />;
}

/** An order's payment state with a dot in its colour; `label` is `payments.<paymentName>` translated. */
export function PaymentChip({ payment, label, size }: ChipProps & { payment: number }) {
  return <TintedChip dot size={size} tint={PAYMENT_TINT[payment] ?? 'secondary'} label={label} />;
}

/**
 * A list's payment column: the order's payment chip, not sortable. `t` reads the list's namespace,
 * whose `payments.<paymentName>` name the states.
 */
export function paymentColumn<R extends { payment: number }>(
  headerName: string,
  t: (key: string) => string,
): DataTableColumn<R> {
  return {
    field: 'payment',
    headerName,
    sortable: false,
    minWidth: 120,
    renderCell: ({ row }) => (
      <PaymentChip payment={row.payment} label={t(`payments.${paymentName(row.payment)}`)} />
    ),
  };
}

/** An order's number ("#5012") as a link to its details. */
export function OrderNumberLink({ id, order }: { id: number; order: number }) {
  return (
    <RouterTextLink
      to="/apps/ecommerce/order/details/$id"
      params={{ id: String(id) }}
      sx={{ fontWeight: 500 }}
      dir="ltr"
    >
      #{order}
    </RouterTextLink>
  );
}
