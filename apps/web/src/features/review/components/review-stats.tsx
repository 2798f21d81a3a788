import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useIntlFormat } from '@/lib/intl-format';
import { reviewStatsQueryOptions } from '../api/get-review-stats';
import { ratingRows } from '../lib/rating';
import { ReviewStatusCard } from './review-status-card';

/** The average rating with the 5-to-1 distribution, and pending against published. */
export function ReviewStats() {
  const { t } = useTranslation('review');
  const format = useIntlFormat();
  const stats = useQuery(reviewStatsQueryOptions());
  if (stats.isError) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void stats.refetch()}>
        {t('stats.error')}
      </RetryAlert>
    );
  }
  const data = stats.data;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, sm: 5 }}>
                <Stack spacing={1}>
                  <Typography variant="h3" component="p" sx={{ color: 'primary.main' }}>
                    {data ? format.number(data.average) : <Skeleton width={80} />}
                  </Typography>
                  <Typography variant="h5" component="h2">
                    {t('stats.average')}
                  </Typography>
                  <Rating
                    value={data?.average ?? 0}
                    precision={0.1}
                    readOnly
                    aria-label={data ? t('stats.averageAria', { value: format.number(data.average) }) : ''}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {data ? t('stats.total', { count: data.total, value: format.number(data.total) }) : ''}
                  </Typography>
                  {data && (
                    <Chip
                      size="small"
                      color="primary"
                      variant="outlined"
                      label={t('stats.lastWeek', {
                        count: data.lastWeek,
                        value: format.number(data.lastWeek),
                      })}
                      sx={{ alignSelf: 'flex-start' }}
                    />
                  )}
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {(data ? ratingRows(data.byRating) : []).map((row) => (
                    <Stack
                      key={row.rating}
                      component="li"
                      direction="row"
                      sx={{ alignItems: 'center', gap: 1.5 }}
                    >
                      <Typography variant="body2" sx={{ minWidth: 52, whiteSpace: 'nowrap' }}>
                        {t('stats.stars', { count: row.rating, value: format.number(row.rating) })}
                      </Typography>
                      <LinearProgress
                        variant="determinate"
                        value={row.share * 100}
                        aria-label={t('stats.stars', { count: row.rating, value: format.number(row.rating) })}
                        sx={{ flex: 1, height: 8, borderRadius: 4 }}
                      />
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ minWidth: 32, textAlign: 'end' }}
                      >
                        {format.number(row.count)}
                      </Typography>
                    </Stack>
                  ))}
                  {!data && [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} variant="rounded" height={20} />)}
                </Stack>
              </Grid>
            </Grid>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ReviewStatusCard stats={data} />
      </Grid>
    </Grid>
  );
}
