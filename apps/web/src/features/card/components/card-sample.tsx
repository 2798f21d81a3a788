import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  /** The component's name as the code spells it (`StatCard`), shown as code. */
  name: string;
  /** What it is for and the props that matter. */
  text: string;
  size?: { xs?: number; sm?: number; md?: number; lg?: number };
  children: ReactNode;
};

/** One entry of the catalogue: the component's name, what it is for, then the card itself. */
export function CardSample({ name, text, size = { xs: 12, md: 6 }, children }: Props) {
  return (
    <Grid size={size} component="section" aria-label={name}>
      <Stack spacing={1.5} sx={{ height: '100%' }}>
        <div>
          <Typography component="code" dir="ltr" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </div>
        <Stack sx={{ flex: 1, '& > .MuiCard-root': { flex: 1 } }}>{children}</Stack>
      </Stack>
    </Grid>
  );
}
