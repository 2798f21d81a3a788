import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RadialGaugeProps } from './radial-gauge-impl';

// Like MonthlyBarChart: MUI X Charts loads after the page's first figures, in a chunk of its own.
const Chart = lazy(() => import('./radial-gauge-impl').then((m) => ({ default: m.RadialGaugeImpl })));

/** A share as a ring with its figure in the middle, drawn once MUI X Charts has loaded; see radial-gauge-impl.tsx. */
export function RadialGauge(props: RadialGaugeProps) {
  const height = props.shape === 'half' ? props.size / 2 + 16 : props.size;
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={props.size} height={height} />}>
      <Chart {...props} />
    </Suspense>
  );
}
