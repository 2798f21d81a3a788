import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/card-skeleton';
import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { jobsQueryOptions } from '../api/get-jobs';
import { JobsFailuresCard } from './jobs-failures-card';
import { JobsQueuesCard } from './jobs-queues-card';

/** /apps/jobs: the background job queues, their counts and schedules, and the latest failures to retry. */
export function JobsPage() {
  const { t } = useTranslation('job');
  const jobs = useQuery(jobsQueryOptions());
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {jobs.isError ? (
        <RetryAlert retryLabel={t('retry')} onRetry={() => void jobs.refetch()}>
          {t('error')}
        </RetryAlert>
      ) : !jobs.data ? (
        <Stack spacing={3} aria-busy="true" aria-label={t('loading')}>
          <CardSkeleton height={120} />
          <CardSkeleton height={160} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          <JobsQueuesCard queues={jobs.data.queues} />
          <JobsFailuresCard failures={jobs.data.failures} />
        </Stack>
      )}
    </>
  );
}
