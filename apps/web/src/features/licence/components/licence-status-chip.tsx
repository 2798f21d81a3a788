import type { LicenceStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { TintedChip } from '@/components/tinted-chip/tinted-chip';

const TINT = { active: 'success', expiring: 'warning', expired: 'error' } as const;

export function LicenceStatusChip({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation('licence');
  return <TintedChip label={t(`statuses.${status}`)} tint={TINT[status]} />;
}
