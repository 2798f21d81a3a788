import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme-switcher';
import { ChatNavbarBadge } from '@/features/chat/components/chat-navbar-badge';
import { UserMenu } from './user-menu';

// The bell and its menu load after the shell: the navbar is on every page, the bell's menu is opened rarely.
const NotificationBell = lazy(() =>
  import('@/features/notification/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/**
 * The navbar's end: language, theme, the chat's unseen messages, the notifications and the signed-in
 * person; on a phone also the customizer's gear (`onOpenCustomizer`), which floats at the screen's
 * edge on wider screens.
 */
export function NavbarActions({ onOpenCustomizer }: { onOpenCustomizer?: () => void }) {
  const { t } = useTranslation('app');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, marginInlineStart: 'auto' }}>
      {onOpenCustomizer && (
        <IconButton
          onClick={onOpenCustomizer}
          aria-label={t('customizer.open')}
          aria-haspopup="dialog"
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, color: 'text.primary' }}
        >
          <IconSettings size={22} stroke={1.6} />
        </IconButton>
      )}
      <LanguageSwitcher />
      <ThemeSwitcher />
      <ChatNavbarBadge />
      <Suspense fallback={<Box sx={{ width: 40 }} />}>
        <NotificationBell />
      </Suspense>
      <UserMenu />
    </Box>
  );
}
