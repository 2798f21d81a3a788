import Box, { type BoxProps } from '@mui/material/Box';
import { useSettings } from '@/lib/settings/settings-store';

export const BOXED_MAX_WIDTH = 1440;

/** Centres its children at 1440px with the boxed content width; fluid uses the whole width. */
export function ContentBox({ sx, ...props }: BoxProps) {
  const { contentWidth } = useSettings();
  return (
    <Box
      {...props}
      sx={[
        { width: '100%', mx: 'auto', maxWidth: contentWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
