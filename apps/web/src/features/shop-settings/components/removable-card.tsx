import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = { title: string; removeLabel: string; onRemove: () => void; children: ReactNode };

/** One entry of a repeated settings group (a location, a shipping zone): its name and a remove button above its fields. */
export function RemovableCard({ title, removeLabel, onRemove, children }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <IconTrash size={20} />
        </IconButton>
      </Box>
      {children}
    </Paper>
  );
}
