import type { UserStatus } from '@app/contracts';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const TINT = { active: 'success', pending: 'warning', inactive: 'secondary' } as const;

/** A soft chip: active green, pending orange, inactive grey. */
export function UserStatusChip({
  status,
  size = 'small',
}: {
  status: UserStatus;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('user');
  const tint = TINT[status] ?? 'secondary';
  return (
    <Chip
      size={size}
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
