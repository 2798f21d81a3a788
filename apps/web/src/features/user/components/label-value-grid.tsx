import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Facts about the user in two columns (one on phones): each label small and grey above its value. */
export function LabelValueGrid({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
        </div>
      ))}
    </Box>
  );
}
