import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { Icon } from '@tabler/icons-react';
import type { Tint } from './tinted-chip/tinted-chip';

type Props = { icon: Icon; tone: Tint; size?: number; iconSize?: number; round?: boolean };

/** An icon on a square (or round) tile of its own colour at low opacity, as in the template's cards. */
export function TintedIcon({ icon: IconComponent, tone, size = 42, iconSize, round = false }: Props) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: round ? '50%' : 1,
        color: theme.palette[tone].main,
        bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.24 : 0.16),
      })}
    >
      <IconComponent size={iconSize ?? Math.round(size * 0.6)} stroke={1.7} />
    </Box>
  );
}
