import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type IllustrationKind, MiscIllustration } from './misc-illustration';

type Props = {
  code?: string;
  title: string;
  text: string;
  action?: { label: string; to: string };
  illustration?: IllustrationKind;
  children?: ReactNode;
};

/** The common frame of the error and status pages: a large code, a title, a sentence, one way out, a drawing. */
export function MiscPage({ code, title, text, action, illustration, children }: Props) {
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
        // A faint primary wash at the foot of the page, under the drawing.
        backgroundImage: (theme) =>
          `linear-gradient(180deg, transparent, ${alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.07 : 0.12)})`,
        backgroundSize: '100% 180px',
        backgroundPosition: 'bottom',
        backgroundRepeat: 'no-repeat',
      }}
    >
      {code && (
        <Typography
          component="p"
          aria-hidden
          sx={{
            fontSize: { xs: '4.5rem', md: '6rem' },
            fontWeight: 600,
            lineHeight: 1,
            color: 'text.primary',
          }}
        >
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
        <Button component={Link} to={action.to} variant="contained" sx={{ mt: 1.5 }}>
          {action.label}
        </Button>
      )}
      {illustration && (
        <Box sx={{ mt: { xs: 4, md: 6 }, width: '100%' }}>
          <MiscIllustration kind={illustration} />
        </Box>
      )}
    </Box>
  );
}
