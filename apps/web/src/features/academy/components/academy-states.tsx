import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { IconBookOff } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { NotFoundCard } from '@/components/not-found-card';
import { ApiError } from '@/lib/api-client';

/** The academy pages' shape while their figures load: one skeleton per card. */
export function AcademySkeleton() {
  const { t } = useTranslation('academy');
  const cards = [
    ['topics', 3],
    ['time', 3],
    ['started', 3],
    ['completed', 3],
    ['spent', 8],
    ['tags', 4],
    ['top', 4],
    ['webinars', 4],
    ['assignments', 4],
    ['table', 12],
  ] as const;
  return (
    <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('loading')}>
      {cards.map(([key, size]) => (
        <Grid key={key} size={{ xs: 12, lg: size }}>
          <Skeleton variant="rounded" height={size === 3 ? 110 : 260} />
        </Grid>
      ))}
    </Grid>
  );
}

/** A page's data failed to load (an unknown course is a not-found card). */
export function AcademyError(props: ErrorComponentProps) {
  const { t } = useTranslation('academy');
  if (props.error instanceof ApiError && props.error.status === 404) {
    return (
      <NotFoundCard
        icon={IconBookOff}
        title={t('details.notFound')}
        text={t('details.notFoundText')}
        backTo="/apps/academy/my-course"
        backLabel={t('details.backToCourses')}
      />
    );
  }
  return <LoadError {...props} ns="academy" />;
}
