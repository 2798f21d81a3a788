import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

function CardSkeleton({ height }: { height: number }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.125rem' }} />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" height={height} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The dashboard's shape while its figures load. */
export function EcommerceDashboardSkeleton() {
  const { t } = useTranslation('ecommerce-dashboard');
  return (
    <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
          <CardSkeleton height={40} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 8 }}>
        <CardSkeleton height={360} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CardSkeleton height={360} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CardSkeleton height={280} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CardSkeleton height={280} />
      </Grid>
    </Grid>
  );
}
