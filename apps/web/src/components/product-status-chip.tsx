import { type ProductStatus, productStatuses } from '@app/contracts';
import { TintedChip } from './tinted-chip/tinted-chip';

const TINT = { Published: 'success', Scheduled: 'warning', Inactive: 'error' } as const;

/** A product's or category's status: published green, scheduled orange, inactive red. */
export function ProductStatusChip({ status, label }: { status: ProductStatus; label: string }) {
  return <TintedChip tint={TINT[status] ?? 'secondary'} label={label} />;
}

/** The statuses as a select's options; `t` reads a namespace whose `statuses.<status>` name them. */
export const productStatusOptions = (t: (key: string) => string) =>
  productStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }));
