import Box from '@mui/material/Box';
import { Outlet } from '@tanstack/react-router';

/** The default layout: navigation, navbar, content and footer. */
export function AppLayout() {
  return (
    <Box id="main-scroll" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ p: 3 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
