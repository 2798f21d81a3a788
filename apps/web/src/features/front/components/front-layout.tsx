import Box from '@mui/material/Box';
import { Outlet } from '@tanstack/react-router';
import { ScrollToTop } from '@/components/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { FrontFooter } from './front-footer';
import { FrontHeader } from './front-header';

/** The public pages' layout: a header with the site's pages and settings, the page, a footer. */
export function FrontLayout() {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}
    >
      <SkipLink />
      <FrontHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <FrontFooter />
      <ScrollToTop />
    </Box>
  );
}
