import type { ButtonProps } from '@mui/material/Button';
import { alpha, useTheme } from '@mui/material/styles';

/** The look of a top-level entry of the horizontal menu: the current area is a filled primary pill. */
export function useHorizontalItemSx(active: boolean): ButtonProps['sx'] {
  const theme = useTheme();
  const primary = theme.palette.primary.main;
  const angle = theme.direction === 'rtl' ? 90 : 270;
  return {
    px: 2,
    py: 1,
    minHeight: 38,
    fontSize: '0.9375rem',
    fontWeight: 400,
    whiteSpace: 'nowrap',
    color: 'text.primary',
    '&:hover': { bgcolor: 'action.hover' },
    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
    ...(active && {
      color: 'primary.contrastText',
      background: `linear-gradient(${angle}deg, ${alpha(primary, 0.7)} 0%, ${primary} 100%)`,
      boxShadow: `0 2px 6px 0 ${alpha(primary, 0.3)}`,
    }),
  };
}
