import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
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

type ListProps = {
  /** Shown instead of the cards when there are none. */
  emptyText: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
  /** The cards (and anything shown above them). */
  children: ReactNode;
};

/** A repeated settings group: its cards, a line when there are none, and the button that adds one. */
export function RemovableCardList({ emptyText, count, addLabel, onAdd, children }: ListProps) {
  return (
    <Stack spacing={2.5}>
      {count === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      {children}
      <Box>
        <Button startIcon={<IconPlus size={18} />} variant="outlined" onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </Stack>
  );
}
