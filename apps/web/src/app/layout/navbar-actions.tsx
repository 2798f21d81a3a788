import Box from '@mui/material/Box';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

/** The navbar's end: language, theme and the signed-in person. */
export function NavbarActions() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, marginInlineStart: 'auto' }}>
      <LanguageSwitcher />
      <ThemeSwitcher />
      <UserMenu />
    </Box>
  );
}
