import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ScatterPlotProps } from './scatter-plot-impl';

export type { ScatterPoint } from './scatter-plot-impl';

// Like MonthlyBarChart: MUI X Charts loads after the page's first figures, in a chunk of its own.
const Chart = lazy(() => import('./scatter-plot-impl').then((m) => ({ default: m.ScatterPlotImpl })));

/** One dot per thing on two measures, drawn once MUI X Charts has loaded; see scatter-plot-impl.tsx. */
export function ScatterPlot(props: ScatterPlotProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} />}>
      <Chart {...props} />
    </Suspense>
  );
}
