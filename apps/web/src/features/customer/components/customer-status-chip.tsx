import type { CustomerStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { type Tint, TintedChip } from '@/components/tinted-chip/tinted-chip';

const TINT: Record<CustomerStatus, Tint> = { Active: 'success', Inactive: 'secondary', Suspended: 'error' };

export function CustomerStatusChip({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation('customer');
  return <TintedChip tint={TINT[status] ?? 'secondary'} label={t(`statuses.${status}`)} />;
}
