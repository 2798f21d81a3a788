import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconGripVertical } from '@tabler/icons-react';

/**
 * One row that moves. The list item stays a list item; the row inside it is the handle (a button for
 * screen readers): pointer, or keyboard with Space, the arrows, then Space again.
 */
export function SortableItem({ id, label }: { id: string; label: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{ listStyle: 'none', mb: 1, position: 'relative', zIndex: isDragging ? 1 : 0 }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Box
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          border: 1,
          borderColor: isDragging ? 'primary.main' : 'divider',
          bgcolor: 'background.paper',
          boxShadow: isDragging ? 4 : 0,
          cursor: 'grab',
          touchAction: 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <IconGripVertical size={18} aria-hidden />
        <Typography component="span">{label}</Typography>
      </Box>
    </Box>
  );
}
