import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { GroupedBarChartProps } from './grouped-bar-chart-impl';

// Like MonthlyBarChart: MUI X Charts loads after the page's first figures, in a chunk of its own.
const Chart = lazy(() =>
  import('./grouped-bar-chart-impl').then((m) => ({ default: m.GroupedBarChartImpl })),
);

/** Bars side by side per key, with a legend; see grouped-bar-chart-impl.tsx. */
export function GroupedBarChart<Row extends { key: string }>(props: GroupedBarChartProps<Row>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} />}>
      <Chart {...(props as unknown as GroupedBarChartProps<{ key: string }>)} />
    </Suspense>
  );
}
