import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError } from '@/components/data-table/list-states';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toast/use-toast';
import { useIntlFormat } from '@/lib/intl-format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { iconCatalogueQueryOptions } from '../api/get-icon-catalogue';
import { type CatalogueIcon, categoriesOf, componentName, importLine, searchIcons } from '../icon-catalogue';

export type IconsSearch = { q?: string; category?: string };
type Props = { search: IconsSearch; onSearchChange: (patch: IconsSearch) => void };

const PAGE = 240;
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: 1.5,
} as const;

/** Every Tabler outline icon, searchable by name and tag; a click copies its React import. */
export function IconsPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('icons');
  const format = useIntlFormat();
  const catalogue = useQuery(iconCatalogueQueryOptions());
  const [q, setQ] = useState(search.q ?? '');
  const debounced = useDebouncedValue(q, 200);
  const category = search.category ?? '';
  // "Show more" counts for one search: another query or category starts from the first page again.
  const listKey = `${debounced}\n${category}`;
  const [more, setMore] = useState({ key: listKey, shown: PAGE });
  const shown = more.key === listKey ? more.shown : PAGE;
  useEffect(() => {
    if (debounced !== (search.q ?? '')) onSearchChange({ q: debounced || undefined });
  }, [debounced, search.q, onSearchChange]);
  const all = catalogue.data;
  const categories = useMemo(() => (all ? categoriesOf(all) : []), [all]);
  const found = useMemo(() => (all ? searchIcons(all, debounced, category) : []), [all, debounced, category]);
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={all ? t('subtitle', { value: format.number(all.length) }) : t('loading')}
      />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3 }}>
            <TextField
              label={t('search')}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              type="search"
              sx={{ flex: 1 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <Box
                      component="span"
                      sx={{ display: 'flex', me: 1, color: 'text.secondary' }}
                      aria-hidden
                    >
                      <IconSearch size={18} />
                    </Box>
                  ),
                },
              }}
            />
            <TextField
              select
              label={t('category')}
              value={category}
              onChange={(e) => onSearchChange({ category: e.target.value || undefined })}
              sx={{ minWidth: 220 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('allCategories')}</MenuItem>
              {categories.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {catalogue.isError ? (
            <ListError
              ns="icons"
              message={catalogue.error.message}
              onRetry={() => void catalogue.refetch()}
            />
          ) : !all ? (
            <Box sx={GRID} aria-busy>
              {Array.from({ length: 24 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <Skeleton key={i} variant="rounded" height={96} />
              ))}
            </Box>
          ) : found.length === 0 ? (
            <Box sx={{ py: 6 }}>
              <ListEmpty
                ns="icons"
                icon={IconSearch}
                filtered
                onClear={() => {
                  setQ('');
                  onSearchChange({ q: undefined, category: undefined });
                }}
              />
            </Box>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
                {t('count', { count: found.length, value: format.number(found.length) })}
              </Typography>
              <Box component="ul" aria-label={t('grid')} sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
                {found.slice(0, shown).map((icon) => (
                  <IconTile key={icon.name} icon={icon} />
                ))}
              </Box>
              {found.length > shown && (
                <Box sx={{ textAlign: 'center', mt: 3 }}>
                  <Button variant="outlined" onClick={() => setMore({ key: listKey, shown: shown + PAGE })}>
                    {t('more', { value: format.number(found.length - shown) })}
                  </Button>
                </Box>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function IconTile({ icon }: { icon: CatalogueIcon }) {
  const { t } = useTranslation('icons');
  const { notify } = useToast();
  const name = componentName(icon.name);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(importLine(icon.name));
      notify(t('copied', { name }), 'success');
    } catch {
      notify(t('copyFailed', { line: importLine(icon.name) }), 'error');
    }
  };
  return (
    <li>
      <ButtonBase
        onClick={() => void copy()}
        // The name starts with the visible text (WCAG 2.5.3, label in name).
        aria-label={`${icon.name}, ${t('copy', { name })}`}
        title={name}
        sx={{
          width: '100%',
          height: 96,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          color: 'text.primary',
          '&:hover, &.Mui-focusVisible': {
            borderColor: 'primary.main',
            color: 'primary.main',
            bgcolor: 'action.hover',
          },
        }}
      >
        <Box
          component="svg"
          aria-hidden
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          sx={{ width: 28, height: 28 }}
          // The body comes from the build's catalogue of @tabler/icons, never from a user.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time SVG markup
          dangerouslySetInnerHTML={{ __html: icon.body }}
        />
        {/* Icon names are code: left to right in Arabic too (an attribute: the RTL style plugin flips CSS). */}
        <Typography variant="caption" noWrap dir="ltr" sx={{ maxWidth: '100%' }}>
          {icon.name}
        </Typography>
      </ButtonBase>
    </li>
  );
}
