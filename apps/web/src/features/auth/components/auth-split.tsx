import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AuthIllustration } from './auth-illustration';

type Props = { brand: ReactNode; heading: ReactNode; children: ReactNode };

/** The v2 style: the illustration beside the form (the form alone below the md breakpoint). */
export function AuthSplit({ brand, heading, children }: Props) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 480px' } }}
    >
      <AuthIllustration />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          p: { xs: 3, sm: 6 },
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 2.5,
            width: '100%',
            maxWidth: 420,
            mx: 'auto',
          }}
        >
          {brand}
          {heading}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
