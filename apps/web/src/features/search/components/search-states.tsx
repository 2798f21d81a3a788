import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the dialog says when nothing matches; the suggestions follow below it. */
export function SearchEmpty({ query }: { query: string }) {
  const { t } = useTranslation('search');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        pt: 4,
        px: 3,
      }}
    >
      <Box sx={{ color: 'text.disabled' }}>
        <IconFileOff size={48} stroke={1.3} aria-hidden />
      </Box>
      <Typography variant="h6" component="p" role="status">
        {t('noResults', { query })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('noResultsHint')}
      </Typography>
    </Box>
  );
}

function Key({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        fontFamily: 'inherit',
        fontSize: '0.75rem',
        px: 0.75,
        py: 0.25,
        minWidth: 22,
        textAlign: 'center',
        borderRadius: 0.75,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      {children}
    </Box>
  );
}

/** The keys of the dialog, at its foot. */
export function SearchHints() {
  const { t } = useTranslation('search');
  const hint = (keys: string[], label: string) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {keys.map((k) => (
        <Key key={k}>{k}</Key>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ marginInlineStart: 0.5 }}>
        {label}
      </Typography>
    </Box>
  );
  return (
    <>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5, px: 3, py: 1.25 }}>
        {hint(['↑', '↓'], t('hints.navigate'))}
        {hint(['↵'], t('hints.open'))}
        {hint(['Esc'], t('hints.close'))}
      </Box>
    </>
  );
}
