import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import type { ReviewListSearch } from '../reviews-search';
import { ReviewStats } from './review-stats';
import { ReviewsList } from './reviews-list';

type Props = { search: ReviewListSearch; onSearchChange: (patch: Partial<ReviewListSearch>) => void };

export function ReviewsPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('review');
  return (
    <Stack spacing={0}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <ReviewStats />
        <ReviewsList search={search} onSearchChange={onSearchChange} />
      </Stack>
    </Stack>
  );
}
