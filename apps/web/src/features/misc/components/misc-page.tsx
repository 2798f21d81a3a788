import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Props = { code?: string; title: string; text: string; action?: { label: string; to: string }; children?: ReactNode };

/** The common frame of the error and status pages: a large code, a title, a sentence and one way out. */
export function MiscPage({ code, title, text, action, children }: Props) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      {code && (
        <Typography component="p" sx={{ fontSize: { xs: '5rem', md: '7.5rem' }, fontWeight: 600, lineHeight: 1, color: 'text.primary' }}>
          {code}
        </Typography>
      )}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {text}
      </Typography>
      {children}
      {action && (
        <Button component={Link} to={action.to} variant="contained" sx={{ mt: 2 }}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
