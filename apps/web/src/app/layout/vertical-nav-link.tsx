import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, useTheme } from '@mui/material/styles';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NavLink } from './navigation';

type Props = { link: NavLink; active: boolean; compact: boolean; onNavigate?: () => void };

/** One menu entry: icon and label (hidden in the collapsed rail); the current page is a filled primary pill. */
export function VerticalNavLink({ link, active, compact, onNavigate }: Props) {
  const { t } = useTranslation('app');
  const theme = useTheme();
  const label = t(`nav.${link.key}`);
  const Icon = link.icon;
  const primary = theme.palette.primary.main;
  // The gradient runs from the start side; stylis' RTL plugin does not turn angles around.
  const angle = theme.direction === 'rtl' ? 90 : 270;
  return (
    <ButtonBase
      component={Link}
      to={link.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      sx={{
        display: 'flex',
        justifyContent: 'flex-start',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        minHeight: 38,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        color: 'text.primary',
        fontSize: '0.9375rem',
        lineHeight: 1.4,
        textAlign: 'start',
        transition: 'background-color .2s, color .2s',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible, &:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
        ...(active && {
          color: 'primary.contrastText',
          background: `linear-gradient(${angle}deg, ${alpha(primary, 0.7)} 0%, ${primary} 100%)`,
          boxShadow: `0 2px 6px 0 ${alpha(primary, 0.3)}`,
          '&:hover': { bgcolor: 'transparent' },
          '&.Mui-focusVisible, &:focus-visible': {
            outline: 2,
            outlineColor: 'text.primary',
            outlineOffset: 2,
          },
        }),
      }}
    >
      <Icon size={22} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
      <Box
        component="span"
        sx={{
          // A long label (French, Arabic) wraps onto a second line instead of being cut; the collapsed
          // rail keeps it on one hidden line so the entry keeps its height.
          minWidth: 0,
          overflowWrap: 'anywhere',
          ...(compact && { whiteSpace: 'nowrap', overflow: 'hidden' }),
          opacity: compact ? 0 : 1,
          transition: 'opacity .2s',
        }}
      >
        {label}
      </Box>
    </ButtonBase>
  );
}
