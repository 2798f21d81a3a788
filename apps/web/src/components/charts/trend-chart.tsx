import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { TrendChartProps } from './trend-chart-impl';

// Like MonthlyBarChart: MUI X Charts loads after the page's first figures, in a chunk of its own.
const Chart = lazy(() => import('./trend-chart-impl').then((m) => ({ default: m.TrendChartImpl })));

/** Lines or tinted areas over time, drawn once MUI X Charts has loaded; see trend-chart-impl.tsx. */
export function TrendChart<Row extends { key: string }>(props: TrendChartProps<Row>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} />}>
      <Chart {...(props as unknown as TrendChartProps<{ key: string }>)} />
    </Suspense>
  );
}
