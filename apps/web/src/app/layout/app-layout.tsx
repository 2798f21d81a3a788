import Box from '@mui/material/Box';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ScrollToTop } from '@/components/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { ContentBox } from './content-box';
import { Customizer } from './customizer';
import { useEffectiveLayout } from './effective-layout';
import { Footer } from './footer';
import { HorizontalHeader } from './horizontal-header';
import { Navbar } from './navbar';
import { VerticalNav } from './vertical-nav';

/** The default layout: vertical or horizontal navigation, navbar, page, footer, customizer. */
export function AppLayout() {
  const { navLayout, overlay, collapsed } = useEffectiveLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // The small-screen drawer closes on navigation and when the screen grows past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new page or a wider screen
  useEffect(() => setDrawerOpen(false), [pathname, overlay]);

  const page = (
    <ContentBox
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ flex: 1, px: { xs: 2, sm: 3 }, py: 3, outline: 'none' }}
    >
      <Outlet />
    </ContentBox>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink />
      {navLayout === 'vertical' && (
        <VerticalNav
          overlay={overlay}
          collapsed={collapsed}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {navLayout === 'vertical' ? (
          <Navbar
            overlay={overlay}
            onOpenNav={() => setDrawerOpen(true)}
            onOpenCustomizer={() => setCustomizerOpen(true)}
          />
        ) : (
          <HorizontalHeader />
        )}
        {page}
        <Footer />
      </Box>
      <ScrollToTop />
      <Customizer open={customizerOpen} onOpenChange={setCustomizerOpen} />
    </Box>
  );
}
