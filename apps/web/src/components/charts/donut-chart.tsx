import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { DonutChartProps } from './donut-chart-impl';

export type { DonutSlice } from './donut-chart-impl';

// Like MonthlyBarChart: MUI X Charts loads after the page's first figures, in a chunk of its own, so
// a page with one donut (the reviews, the CRM and shop dashboards) does not wait for ~80 kB of charts.
const Chart = lazy(() => import('./donut-chart-impl').then((m) => ({ default: m.DonutChartImpl })));

/**
 * A donut of slices with their own colours, drawn once MUI X Charts has loaded (a ring until then;
 * a still one in a page the server draws before its charts' code has loaded). The
 * ring keeps the donut's hole, drawn as a border around a transparent middle: a card writes its total
 * there, which on a filled disc read at 4.2:1 in dark mode (axe, the CRM dashboard as the server
 * draws it). The border takes the colour MUI gives a skeleton's background.
 */
export function DonutChart(props: DonutChartProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="circular"
          width={props.outerRadius * 2}
          height={props.outerRadius * 2}
          animation={import.meta.env.SSR ? false : 'pulse'}
          sx={(theme) => ({
            m: 'auto',
            bgcolor: 'transparent',
            border: `${props.outerRadius - props.innerRadius}px solid`,
            borderColor: theme.vars
              ? theme.vars.palette.Skeleton.bg
              : theme.alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
          })}
        />
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
