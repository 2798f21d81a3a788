import type { NotificationItem } from '@app/contracts';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type Icon,
  IconBell,
  IconBellCheck,
  IconLicense,
  IconShieldLock,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterMenuItem } from '@/components/router-menu-item';
import { TintedIcon } from '@/components/tinted-icon';
import { useInlineSides } from '@/components/use-inline-sides';
import { useIntlFormat } from '@/lib/intl-format';
import { notificationsQueryOptions } from '@/lib/queries/notification';
import { notificationLink, notificationText } from '../notification-text';

/** The navbar's bell: how many things need attention, and a menu of them, each linking to its page. */
export function NotificationBell() {
  const { t } = useTranslation('notification');
  const sides = useInlineSides();
  const { data, isError } = useQuery(notificationsQueryOptions());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const items = data?.items ?? [];
  const label = items.length > 0 ? t('bell.labelCount', { count: items.length }) : t('bell.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ color: 'text.primary' }}
        >
          {/* No count at zero, not even a hidden "0": the button's name must hold the text it shows. */}
          <Badge badgeContent={items.length || undefined} color="error" max={99}>
            <IconBell size={22} stroke={1.6} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: sides.end }}
        transformOrigin={{ vertical: 'top', horizontal: sides.end }}
        slotProps={{ paper: { sx: { mt: '2px', width: 340, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="h6" component="h2">
            {t('bell.title')}
          </Typography>
          {items.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('bell.count', { count: items.length })}
            </Typography>
          )}
        </Box>
        <Divider />
        {items.length === 0 ? (
          <Box sx={{ px: 2, py: 3, textAlign: 'center' }} role="status">
            <Box sx={{ color: 'text.disabled' }} aria-hidden>
              <IconBellCheck size={36} stroke={1.5} />
            </Box>
            <Typography sx={{ fontWeight: 500 }}>{isError ? t('bell.error') : t('bell.empty')}</Typography>
            {!isError && (
              <Typography variant="body2" color="text.secondary">
                {t('bell.emptyHint')}
              </Typography>
            )}
          </Box>
        ) : (
          items.map((item) => <NotificationEntry key={item.id} item={item} onOpen={() => setAnchor(null)} />)
        )}
      </Menu>
    </>
  );
}

/** Each kind's icon. */
const KIND_ICON: Record<NotificationItem['kind'], Icon> = {
  licenceExpiring: IconLicense,
  licenceExpiresToday: IconLicense,
  newOrders: IconShoppingCart,
  newSignIn: IconShieldLock,
};

function NotificationEntry({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const { t } = useTranslation('notification');
  const format = useIntlFormat();
  const link = notificationLink(item.url);
  return (
    <RouterMenuItem
      to={link.to}
      search={link.search}
      onClick={onOpen}
      sx={{ whiteSpace: 'normal', gap: 1.5, py: 1.25 }}
    >
      <ListItemIcon>
        <TintedIcon icon={KIND_ICON[item.kind]} tone={item.severity} size={34} round />
      </ListItemIcon>
      <ListItemText
        primary={notificationText(t, item, format.dateTime)}
        slotProps={{ primary: { variant: 'body2' } }}
      />
    </RouterMenuItem>
  );
}
