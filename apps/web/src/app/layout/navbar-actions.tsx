import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { ChatNavbarBadge } from '@/features/chat/components/chat-navbar-badge';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

// The bell and its menu load after the shell: the navbar is on every page, the bell's menu is opened rarely.
const NotificationBell = lazy(() =>
  import('@/features/notification/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The navbar's end: language, theme, the chat's unseen messages, the notifications and the signed-in person. */
export function NavbarActions() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, marginInlineStart: 'auto' }}>
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
