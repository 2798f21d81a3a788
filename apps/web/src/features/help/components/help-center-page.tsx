import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { SearchField } from '@/components/data-table/search-field';
import { RetryAlert } from '@/components/retry-alert';
import { useCan } from '@/lib/session/can';
import { helpCenterQueryOptions } from '../api/get-help-center';
import type { HelpCenterSearch } from '../help-center-search';
import { HelpArticleCards } from './help-article-cards';
import { HelpArticleDialog } from './help-article-dialog';
import { HelpCategories } from './help-categories';
import { HelpHero } from './help-hero';
import { HelpSearchResults } from './help-search-results';
import { HelpStillNeedHelp } from './help-still-need-help';

/** The public help center: search as you type, popular articles, every category, keep learning. */
export function HelpCenterPage({ search, onSearchChange }: ListProps<HelpCenterSearch>) {
  const { t } = useTranslation('help');
  const q = search.q ?? '';
  const center = useQuery(helpCenterQueryOptions());
  const canCreate = useCan({ action: 'create', subject: 'HelpCenter' });
  const [writing, setWriting] = useState(false);
  const data = center.data;

  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
        <HelpHero title={t('center.title')} subtitle={t('center.subtitle')}>
          <SearchField
            value={q}
            onChange={(next) => onSearchChange({ q: next || undefined })}
            label={t('center.searchLabel')}
            placeholder={t('center.searchPlaceholder')}
            delay={200}
          />
          {q && <HelpSearchResults q={q} />}
        </HelpHero>
      </Container>

      <Container maxWidth="lg" sx={{ py: 6 }}>
        {canCreate && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 3 }}>
            <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={() => setWriting(true)}>
              {t('center.newArticle')}
            </Button>
          </Box>
        )}
        {center.isPending ? (
          <CenterSkeleton />
        ) : !data ? (
          <RetryAlert retryLabel={t('error.retry')} onRetry={() => void center.refetch()}>
            {t('center.loadError')}
          </RetryAlert>
        ) : (
          <Stack spacing={8}>
            {data.popularArticles.length > 0 && (
              <HelpArticleCards id="popular" title={t('center.popular')} cards={data.popularArticles} />
            )}
            <HelpCategories categories={data.allArticles} />
            {data.keepLearning.length > 0 && (
              <HelpArticleCards
                id="keep-learning"
                title={t('center.keepLearning')}
                cards={data.keepLearning}
              />
            )}
          </Stack>
        )}
      </Container>
      <HelpStillNeedHelp />
      {writing && data && (
        <HelpArticleDialog categories={data.allArticles} article={null} onClose={() => setWriting(false)} />
      )}
    </>
  );
}

function CenterSkeleton() {
  return (
    <Box
      aria-busy="true"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}
    >
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} variant="rounded" height={200} />
      ))}
    </Box>
  );
}
