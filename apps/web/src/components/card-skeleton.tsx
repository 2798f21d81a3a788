import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** One card's shape while its figures load. */
export function CardSkeleton({ height }: { height: number }) {
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
