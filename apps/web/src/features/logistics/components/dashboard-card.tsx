import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  /** False while the figures load: the card shows its skeleton of `skeletonHeight`. */
  ready: boolean;
  skeletonHeight: number;
  children?: ReactNode;
};

/** A dashboard card with its own loading skeleton, so each card appears as its figures arrive. */
export function DashboardCard({ title, subtitle, action, ready, skeletonHeight, children }: Props) {
  const { t } = useTranslation('logistics');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        action={action}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {ready ? (
          children
        ) : (
          <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="rounded" height={skeletonHeight} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
