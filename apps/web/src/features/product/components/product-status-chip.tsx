import type { ProductStatus } from '@app/contracts';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const TINT = { Published: 'success', Scheduled: 'warning', Inactive: 'error' } as const;

/** A soft chip: published green, scheduled orange, inactive red. */
export function ProductStatusChip({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('product');
  const tint = TINT[status] ?? 'secondary';
  return (
    <Chip
      size="small"
      label={t(`statuses.${status}`)}
      sx={(theme) => ({
        color: theme.palette[tint].main,
        bgcolor: alpha(theme.palette[tint].main, 0.16),
        borderRadius: 1,
        fontWeight: 500,
      })}
    />
  );
}
