import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';

/** A titled group of the customizer's settings ("Theming", "Layout"). */
export function CustomizerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, px: 3, py: 3 }}>
      <Box component="h3" sx={{ m: 0 }}>
        <Chip
          label={title}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ bgcolor: 'action.selected', border: 0, color: 'primary.main', fontWeight: 500 }}
        />
      </Box>
      {children}
    </Box>
  );
}
