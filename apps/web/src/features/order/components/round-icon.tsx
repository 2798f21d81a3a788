import Box from '@mui/material/Box';
import type { Icon } from '@tabler/icons-react';

type Props = { icon: Icon; bgcolor: string; color: string };

/** An icon on a round 40 px tile beside a line of an order's side cards (no order yet, no owner). */
export function RoundIcon({ icon: TileIcon, bgcolor, color }: Props) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor,
        color,
      }}
    >
      <TileIcon size={22} />
    </Box>
  );
}
