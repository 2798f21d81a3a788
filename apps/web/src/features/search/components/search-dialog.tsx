import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchPagesQueryOptions } from '../api/search-pages';
import { recentSearches, useRecentSearches } from '../recent-searches';
import { flatOptions, type SearchOption, type SearchOptionGroup, toOptionGroups } from '../search-option';
import { optionDomId, SearchResults } from './search-results';
import { SearchEmpty, SearchHints } from './search-states';

export const SEARCH_DEBOUNCE_MS = 200;

type Props = {
  open: boolean;
  onClose: () => void;
  onOpenPage: (url: string) => void;
  /** What is offered before anything is typed (the shell's menu pages the user may open). */
  suggestions: SearchOption[];
};

/** The global search: type, move with the arrow keys, Enter opens, Esc closes. */
export function SearchDialog({ open, onClose, onOpenPage, suggestions }: Props) {
  const { t } = useTranslation('search');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const result = useQuery({ ...searchPagesQueryOptions(q), enabled: open && q !== '' });
  const recent = useRecentSearches();
  const listId = useId();

  const searching = query.trim() !== '';
  const found = useMemo(() => (result.data ? toOptionGroups(result.data, t) : []), [result.data, t]);
  const noResults =
    searching && q !== '' && result.isSuccess && !result.isPlaceholderData && found.length === 0;
  const groups: SearchOptionGroup[] = [];
  if (searching && !noResults) groups.push(...found);
  else {
    if (!searching && recent.length > 0) groups.push({ key: 'recent', title: t('recent'), options: recent });
    groups.push({ key: 'suggested', title: t('suggested'), options: suggestions });
  }
  const options = flatOptions(groups);
  const [activeIndex, setActiveIndex] = useState(0);
  const active: SearchOption | undefined = options[Math.min(activeIndex, options.length - 1)];

  const listKey = options.map((o) => o.id).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different list starts at its first option
  useEffect(() => setActiveIndex(0), [listKey]);
  useEffect(() => {
    if (!open) {
      setQuery('');
      setEnterPending(false);
    }
  }, [open]);
  useEffect(() => {
    if (active) document.getElementById(optionDomId(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const pick = (option: SearchOption) => {
    recentSearches.add(option);
    onClose();
    onOpenPage(option.url);
  };

  // Enter pressed while the list still shows the results of earlier text waits for the typed text's
  // results, so a fast typist never opens a page that matched only what they had typed before.
  const stale = searching && (q !== query.trim() || result.isPlaceholderData || result.isPending);
  const [enterPending, setEnterPending] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the results catch up with the text
  useEffect(() => {
    if (!enterPending || stale) return;
    setEnterPending(false);
    if (options[0]) pick(options[0]);
  }, [enterPending, stale]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && stale) {
      e.preventDefault();
      setEnterPending(true);
      return;
    }
    if (options.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (Math.min(i, options.length - 1) + step + options.length) % options.length);
    } else if (e.key === 'Enter' && active) {
      e.preventDefault();
      pick(active);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-label={t('label')}
      slotProps={{
        container: { sx: { alignItems: fullScreen ? 'stretch' : 'flex-start' } },
        paper: { sx: { mt: fullScreen ? 0 : '10vh', maxHeight: fullScreen ? '100%' : '75vh' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, py: 2 }}>
        <IconSearch size={22} stroke={1.6} aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('label'),
            'aria-expanded': options.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': active ? optionDomId(listId, active) : undefined,
          }}
          sx={{ fontSize: '1.0625rem' }}
        />
        <IconButton size="small" onClick={onClose} aria-label={t('close')} edge="end">
          <IconX size={20} />
        </IconButton>
      </Box>
      <Box sx={{ height: 2 }}>
        {result.isFetching && <LinearProgress sx={{ height: 2 }} aria-label={t('loading')} />}
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {result.isError && searching && (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('error')}
          </Alert>
        )}
        {noResults && <SearchEmpty query={q} />}
        <SearchResults
          id={listId}
          label={t('label')}
          groups={groups}
          activeId={active?.id}
          onHover={(o) => setActiveIndex(options.indexOf(o))}
          onPick={pick}
        />
      </Box>
      {!fullScreen && <SearchHints />}
    </Dialog>
  );
}
