import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

/**
 * The v2 pages' side panel: a drawn scene (a screen with a sign-in form, a shield and a few shapes)
 * in the theme's colours, so it follows the primary colour and dark mode and needs no image file.
 * Hidden below the md breakpoint, where the form takes the whole width.
 */
export function AuthIllustration() {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        display: { xs: 'none', md: 'flex' },
        alignItems: 'center',
        justifyContent: 'center',
        p: 6,
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.06),
        color: theme.palette.primary.main,
        '& .muted': { fill: theme.palette.background.paper, stroke: alpha(theme.palette.text.primary, 0.12) },
        '& .line': { fill: alpha(theme.palette.text.primary, 0.14) },
      })}
    >
      <svg viewBox="0 0 400 320" width="100%" style={{ maxWidth: 520 }} role="presentation">
        <circle cx="330" cy="60" r="38" fill="currentColor" opacity="0.12" />
        <rect
          x="20"
          y="230"
          width="70"
          height="70"
          rx="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          opacity="0.3"
          transform="rotate(-12 55 265)"
        />
        <rect className="muted" x="70" y="40" width="230" height="190" rx="16" strokeWidth="2" />
        <rect x="70" y="40" width="230" height="34" rx="16" fill="currentColor" opacity="0.9" />
        <rect x="70" y="58" width="230" height="16" fill="currentColor" opacity="0.9" />
        <circle cx="92" cy="57" r="5" fill="#fff" opacity="0.8" />
        <circle cx="108" cy="57" r="5" fill="#fff" opacity="0.6" />
        <rect className="line" x="100" y="100" width="120" height="10" rx="5" />
        <rect className="muted" x="100" y="124" width="170" height="26" rx="6" strokeWidth="2" />
        <rect className="muted" x="100" y="160" width="170" height="26" rx="6" strokeWidth="2" />
        <rect x="100" y="198" width="90" height="18" rx="6" fill="currentColor" />
        <path
          d="M300 150 l48 18 v34 c0 30 -22 52 -48 62 c-26 -10 -48 -32 -48 -62 v-34 z"
          fill="currentColor"
        />
        <path
          d="M282 206 l13 13 l25 -27"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="40" cy="80" r="8" fill="currentColor" opacity="0.4" />
        <circle cx="370" cy="270" r="12" fill="currentColor" opacity="0.25" />
      </svg>
    </Box>
  );
}
