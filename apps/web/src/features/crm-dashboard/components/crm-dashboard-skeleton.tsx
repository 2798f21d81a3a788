import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

function CardSkeleton({ height, extraLine = false }: { height: number; extraLine?: boolean }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.125rem' }} />
          <Skeleton variant="text" width="60%" />
          {extraLine && <Skeleton variant="text" width="50%" />}
          <Skeleton variant="rounded" height={height} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The dashboard's shape while its figures load. */
export function CrmDashboardSkeleton() {
  const { t } = useTranslation('crm-dashboard');
  return (
    <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('loading')}>
      <Grid size={{ xs: 12, lg: 4 }}>
        <CardSkeleton height={170} extraLine />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Grid container spacing={3}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6 }}>
              <CardSkeleton height={44} />
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <CardSkeleton height={290} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CardSkeleton height={290} />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }} sx={{ order: { xs: 1, lg: 0 } }}>
        <CardSkeleton height={320} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CardSkeleton height={320} />
      </Grid>
    </Grid>
  );
}
