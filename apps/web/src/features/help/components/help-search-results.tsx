import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterListItemButton } from '@/components/router-list-item-button';
import { helpSearchQueryOptions } from '../api/search-help';
import { MarkedParts } from './highlighted-text';

/** The articles that match what is typed, best first, each with its snippet (matches marked). */
export function HelpSearchResults({ q }: { q: string }) {
  const { t } = useTranslation('help');
  const search = useQuery(helpSearchQueryOptions(q));
  const results = search.data?.results ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('center.results')}
      aria-busy={search.isFetching}
      sx={{ mt: 1.5, textAlign: 'start', overflow: 'hidden' }}
    >
      {search.isFetching && <LinearProgress aria-label={t('center.searching')} />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        {search.isError
          ? t('center.searchError')
          : search.data
            ? results.length > 0
              ? t('center.resultCount', { count: results.length })
              : t('center.noResults', { q })
            : t('center.searching')}
      </Typography>
      {results.length > 0 && (
        <List dense sx={{ maxHeight: 380, overflowY: 'auto' }}>
          {results.map((hit) => (
            <ListItem key={hit.id} disablePadding>
              <RouterListItemButton
                to="/front-pages/help-center/article/$title"
                params={{ title: hit.slug }}
                dir="auto"
                sx={{ display: 'block', py: 1, textAlign: 'start' }}
              >
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {hit.title}
                </Typography>
                <Typography component="span" variant="caption" color="primary" sx={{ display: 'block' }}>
                  {hit.categoryTitle}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  <MarkedParts parts={hit.snippet} />
                </Typography>
              </RouterListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
