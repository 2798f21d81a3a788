import type { InvoiceStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { type Tint, TintedChip } from '@/components/tinted-chip/tinted-chip';

export const INVOICE_STATUS_TINT: Record<InvoiceStatus, Tint> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'error',
};

/** An invoice's status in its colour and the reader's language. */
export function InvoiceStatusChip({ status, size }: { status: InvoiceStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('invoice');
  return <TintedChip size={size} tint={INVOICE_STATUS_TINT[status]} label={t(`statuses.${status}`)} />;
}
