import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { APP_BRAND } from '@/lib/config';

/** `to`: where the logo leads; the app's home by default, the landing page on the public pages. */
type Props = { showName?: boolean; label: string; to?: '/' | '/front-pages/landing-page' };

/** The logo (50 by 50, spec 000 §9) and the brand name, linking home. */
export function Brand({ showName = true, label, to = '/' }: Props) {
  return (
    <Box
      component={Link}
      to={to}
      // The name begins with the brand the link shows (WCAG 2.5.3, label in name).
      aria-label={`${APP_BRAND}, ${label}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        minWidth: 0,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src="/logo.svg"
        width={50}
        height={50}
        alt=""
        sx={{ flexShrink: 0, display: 'block' }}
      />
      <Typography
        component="span"
        sx={{
          fontSize: '1.375rem',
          fontWeight: 700,
          letterSpacing: '0.25px',
          whiteSpace: 'nowrap',
          transition: 'opacity .2s ease-in-out',
          opacity: showName ? 1 : 0,
          ...(showName ? {} : { width: 0, overflow: 'hidden' }),
        }}
      >
        {APP_BRAND}
      </Typography>
    </Box>
  );
}
