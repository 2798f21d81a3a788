import Box from '@mui/material/Box';
import { ChatNavbarBadge } from '@/features/chat/components/chat-navbar-badge';
import { NotificationBell } from '@/features/notification/components/notification-bell';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

/** The navbar's end: language, theme, the chat's unseen messages, the notifications and the signed-in person. */
export function NavbarActions() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, marginInlineStart: 'auto' }}>
      <LanguageSwitcher />
      <ThemeSwitcher />
      <ChatNavbarBadge />
      <NotificationBell />
      <UserMenu />
    </Box>
  );
}
