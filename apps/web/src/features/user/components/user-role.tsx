import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  type Icon,
  IconBriefcase,
  IconChartPie,
  IconCrown,
  IconDeviceDesktop,
  IconEdit,
  IconUser,
  IconUserShield,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Tint = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

const ROLE_LOOK: Record<string, { icon: Icon; tint: Tint }> = {
  admin: { icon: IconCrown, tint: 'error' },
  author: { icon: IconDeviceDesktop, tint: 'warning' },
  editor: { icon: IconEdit, tint: 'info' },
  maintainer: { icon: IconChartPie, tint: 'success' },
  subscriber: { icon: IconUser, tint: 'primary' },
  client: { icon: IconBriefcase, tint: 'secondary' },
};

export const roleLook = (role: string) =>
  ROLE_LOOK[role] ?? { icon: IconUserShield, tint: 'secondary' as Tint };

/** The seeded roles have translated names; a role made on the roles page shows as it was typed. */
export function roleLabel(t: TFunction, role: string): string {
  return t(`user:roles.${role}`, { defaultValue: role.charAt(0).toUpperCase() + role.slice(1) });
}

/** A role as the user list shows it: a tinted icon and the name. */
export function UserRole({ role }: { role: string }) {
  const { t } = useTranslation('user');
  const { icon: RoleIcon, tint } = roleLook(role);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 30,
          height: 30,
          borderRadius: '50%',
          color: theme.palette[tint].main,
          bgcolor: alpha(theme.palette[tint].main, 0.16),
        })}
      >
        <RoleIcon size={18} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.primary' }}>
        {roleLabel(t, role)}
      </Typography>
    </Box>
  );
}
