import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { solidTint } from '@/lib/solid-tint';

export type Tint = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

type Props = {
  label: ReactNode;
  tint: Tint;
  size?: 'small' | 'medium';
  /** A small dot before the label in the tint's colour (payment states). */
  dot?: boolean;
};

/**
 * A soft chip: the tint's colour on a 16% tint of itself, readable in light and dark themes and on any
 * surface (the tint is opaque, `solidTint`).
 */
export function TintedChip({ label, tint, size = 'small', dot = false }: Props) {
  return (
    <Chip
      size={size}
      label={label}
      icon={
        dot ? (
          <span
            aria-hidden
            style={{ width: 8, height: 8, borderRadius: '50%', background: 'currentColor' }}
          />
        ) : undefined
      }
      sx={(theme) => ({
        color: theme.palette[tint].main,
        bgcolor: solidTint(theme, theme.palette[tint].main),
        borderRadius: 1,
        fontWeight: 500,
        '& .MuiChip-icon': { color: 'inherit', marginInlineStart: '8px', marginInlineEnd: '-4px' },
      })}
    />
  );
}
