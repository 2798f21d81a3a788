import Chip, { type ChipProps } from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

type Tint = 'primary' | 'warning' | 'success' | 'info' | 'error' | 'secondary';
const TINTS: Record<string, Tint> = {
  admin: 'primary',
  maintainer: 'warning',
  author: 'success',
  editor: 'info',
  client: 'error',
  subscriber: 'secondary',
};
const SPARE: Tint[] = ['primary', 'success', 'info', 'warning', 'error', 'secondary'];

/** Each role keeps one colour wherever it is listed; a new role gets one from its name. */
function tintOf(role: string): Tint {
  if (TINTS[role]) return TINTS[role];
  let sum = 0;
  for (const ch of role) sum += ch.charCodeAt(0);
  return SPARE[sum % SPARE.length];
}

export function roleTitle(t: (key: string, o: { defaultValue: string }) => string, role: string) {
  return t(`permission:roles.${role}`, { defaultValue: role.charAt(0).toUpperCase() + role.slice(1) });
}

/** A role as a soft coloured chip; with `onDelete` it can be removed (in the assignment field). */
export function AssignedRoleChip({ role, sx, ...chipProps }: { role: string } & Omit<ChipProps, 'label'>) {
  const { t } = useTranslation('permission');
  const tint = tintOf(role);
  return (
    <Chip
      size="small"
      {...chipProps}
      label={roleTitle(t, role)}
      sx={[
        (theme) => ({
          color: theme.palette[tint].main,
          bgcolor: alpha(theme.palette[tint].main, 0.16),
          borderRadius: 1,
          '& .MuiChip-deleteIcon': { color: alpha(theme.palette[tint].main, 0.7) },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
