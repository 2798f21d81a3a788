import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { MonthlyBarChartProps } from './monthly-bar-chart-impl';

// MUI X Charts is the heaviest part of a dashboard's download: loaded after the page's first figures,
// in a chunk of its own (scripts/check-bundle-budgets.mjs), with a placeholder of the chart's height.
const Chart = lazy(() =>
  import('./monthly-bar-chart-impl').then((m) => ({ default: m.MonthlyBarChartImpl })),
);

/**
 * Bars per month (or per key), the dashboards' one chart shape; see monthly-bar-chart-impl.tsx. The
 * chart measures its width in the browser: a page drawn on the server (docs/decisions/021) has the
 * chart's box of its height, which the browser fills once the page is hydrated.
 */
export function MonthlyBarChart<Row extends { month: string }>(props: MonthlyBarChartProps<Row>) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={props.height} animation={import.meta.env.SSR ? false : 'pulse'} />
      }
    >
      <Chart {...(props as unknown as MonthlyBarChartProps<{ month: string }>)} />
    </Suspense>
  );
}
