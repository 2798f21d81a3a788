import { useTheme } from '@mui/material/styles';

/** The physical sides of "start" and "end" in the current direction, for popover origins. */
export function useInlineSides() {
  const rtl = useTheme().direction === 'rtl';
  return { start: rtl ? 'right' : 'left', end: rtl ? 'left' : 'right' } as const;
}
