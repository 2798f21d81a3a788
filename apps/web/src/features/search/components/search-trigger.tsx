import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchOption } from '../search-option';

const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The navbar's search button; Ctrl+K (⌘K on a Mac) opens it from anywhere. `suggestions` are offered
 * before anything is typed.
 */
export function SearchTrigger({ suggestions }: { suggestions: SearchOption[] }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';

  // Listening from the commit, not after the paint: Ctrl+K works as soon as the button shows.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <ButtonBase
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // The visible words and shortcut, in that order (WCAG 2.5.3, label in name).
        aria-label={`${t('trigger')} ${shortcut}`}
        aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        sx={{
          gap: 1,
          px: 1,
          py: 1,
          borderRadius: 1,
          color: 'text.primary',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <IconSearch size={22} stroke={1.6} aria-hidden />
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'inline-flex' },
            alignItems: 'center',
            gap: 1,
            color: 'text.secondary',
          }}
          aria-hidden
        >
          {t('trigger')}{' '}
          <Box
            component="kbd"
            sx={{
              fontFamily: 'inherit',
              fontSize: '0.75rem',
              lineHeight: 1.6,
              px: 0.75,
              borderRadius: 0.75,
              border: 1,
              borderColor: 'divider',
              color: 'text.secondary',
            }}
          >
            {shortcut}
          </Box>
        </Box>
      </ButtonBase>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => setOpen(false)}
            onOpenPage={(url) => void navigate({ to: url })}
            suggestions={suggestions}
          />
        </Suspense>
      )}
    </>
  );
}
