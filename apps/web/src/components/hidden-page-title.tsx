import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** In sx a bare 1 means 100%: the sizes are strings on purpose. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The page's h1 for screen readers, on a page that keeps the reference look without a visible title. */
export function HiddenPageTitle({ children }: { children: ReactNode }) {
  return (
    <Box component="h1" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
