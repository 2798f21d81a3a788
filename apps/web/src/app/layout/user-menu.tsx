import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconLock, IconLogout, IconSettings, IconShield, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterMenuItem } from '@/components/router-menu-item';
import { UserAvatar } from '@/components/user-avatar';
import { useCan } from '@/lib/session/can';
import { useLogout } from '@/lib/session/logout';
import { useSession } from '@/lib/session/session-store';
import { useWhenIdle } from '@/lib/use-when-idle';

/** The signed-in person: name and role, a link to what they may do, and logout. */
export function UserMenu() {
  const { t } = useTranslation('app');
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const canSeeAcl = useCan({ action: 'read', subject: 'AclDemo' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Mounted (hidden) once the page is idle: the first press shows the menu instead of building it.
  const warm = useWhenIdle();
  if (!session) return null;
  const { fullName, avatar, role } = session.userData;
  const roleLabel = t(`role.${role}`, { defaultValue: role });
  const avatarWithDot = (size: number) => (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-dot': {
          bgcolor: 'success.main',
          boxShadow: (th) => `0 0 0 2px ${th.palette.background.paper}`,
        },
      }}
    >
      <UserAvatar name={fullName} src={avatar} size={size} />
    </Badge>
  );
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        setAnchor(null);
        void navigate({ to: '/login' });
      },
    });

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('user.menu', { name: fullName })}
        // e2e/axe.ts leaves it out of axe: its content (the initials) is a picture, not a label.
        data-avatar-button
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5, marginInlineStart: 0.5 }}
      >
        {avatarWithDot(38)}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        keepMounted={warm}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: '2px', width: 240 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25 }}>
          {avatarWithDot(40)}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap>
              {fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {roleLabel}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 1 }} />
        <RouterMenuItem
          to="/pages/user-profile/$tab"
          params={{ tab: 'profile' }}
          onClick={() => setAnchor(null)}
          sx={{ mx: 1, borderRadius: 1 }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <IconUserCircle size={22} stroke={1.6} />
          </ListItemIcon>
          {t('user.profile')}
        </RouterMenuItem>
        <RouterMenuItem
          to="/pages/account-settings/$tab"
          params={{ tab: 'account' }}
          onClick={() => setAnchor(null)}
          sx={{ mx: 1, borderRadius: 1 }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <IconSettings size={22} stroke={1.6} />
          </ListItemIcon>
          {t('user.settings')}
        </RouterMenuItem>
        <RouterMenuItem
          to="/pages/account-settings/$tab"
          params={{ tab: 'security' }}
          onClick={() => setAnchor(null)}
          sx={{ mx: 1, borderRadius: 1 }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <IconLock size={22} stroke={1.6} />
          </ListItemIcon>
          {t('user.security')}
        </RouterMenuItem>
        {canSeeAcl && (
          <MenuItem
            component={Link}
            to="/access-control"
            onClick={() => setAnchor(null)}
            sx={{ mx: 1, borderRadius: 1 }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <IconShield size={22} stroke={1.6} />
            </ListItemIcon>
            {t('user.accessControl')}
          </MenuItem>
        )}
        <Divider sx={{ my: 1 }} />
        <Box sx={{ px: 2, pb: 1, pt: 0.5 }}>
          <Button
            fullWidth
            size="small"
            variant="contained"
            color="error"
            onClick={signOut}
            disabled={logout.isPending}
            endIcon={<IconLogout size={16} />}
          >
            {logout.isPending ? t('user.loggingOut') : t('user.logout')}
          </Button>
        </Box>
      </Menu>
    </>
  );
}
