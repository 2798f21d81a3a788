import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSymbol, type SymbolKind } from './misc-illustration-symbols';

export type IllustrationKind = SymbolKind;

/** A small drawing for the status pages: a browser window with the page's symbol, no image file. */
export function MiscIllustration({ kind }: { kind: IllustrationKind }) {
  const theme = useTheme();
  const c = {
    primary: theme.palette.primary.main,
    soft: alpha(theme.palette.primary.main, 0.14),
    paper: theme.palette.background.paper,
    error: theme.palette.error.main,
    warning: theme.palette.warning.main,
  };
  const line = alpha(theme.palette.text.primary, 0.12);
  return (
    <Box
      component="svg"
      viewBox="0 0 320 230"
      aria-hidden
      sx={{ width: '100%', maxWidth: 340, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <ellipse cx={160} cy={212} rx={130} ry={10} fill={alpha(theme.palette.text.primary, 0.06)} />
      <circle cx={42} cy={56} r={18} fill={c.soft} />
      <circle cx={282} cy={172} r={12} fill={c.soft} />
      <path d="M270 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={c.primary} opacity={0.5} />
      <path d="M40 150l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={c.primary} opacity={0.4} />
      <rect x={70} y={34} width={180} height={168} rx={14} fill={c.paper} stroke={line} strokeWidth={2} />
      <path d="M70 48a14 14 0 0 1 14-14h152a14 14 0 0 1 14 14v10H70z" fill={c.soft} />
      {[86, 98, 110].map((x) => (
        <circle key={x} cx={x} cy={46} r={3.5} fill={c.primary} opacity={0.6} />
      ))}
      <rect x={92} y={176} width={136} height={6} rx={3} fill={line} />
      <rect x={116} y={188} width={88} height={5} rx={2.5} fill={line} />
      <IllustrationSymbol kind={kind} c={c} />
    </Box>
  );
}
