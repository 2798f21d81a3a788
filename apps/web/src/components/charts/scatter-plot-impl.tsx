import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { type ChartTone, chartSx, toneColor } from './chart-style';

/** One dot: its two values and what it is (a country, a product…), which the tooltip names. */
export type ScatterPoint = { id: string | number; x: number; y: number; name: string };

export type ScatterPlotProps = {
  /** Sets of dots, each with its legend entry and colour (the legend hides itself for a single set). */
  series: { id: string; label: string; tone?: ChartTone; points: ScatterPoint[] }[];
  /** The chart's text for screen readers (the dots themselves are not read out). */
  ariaLabel: string;
  /** The axes' titles and how their values read (ticks and tooltip). */
  xLabel: string;
  yLabel: string;
  x?: (v: number) => string;
  y?: (v: number) => string;
  height: number;
  yAxisWidth?: number;
};

/**
 * Two measures of the same things, one dot each (a country's orders and revenue): the tooltip of the
 * hovered or keyboard-focused dot names it and gives both values; the value axis moves to the right
 * and the horizontal one runs right to left in RTL.
 */
export function ScatterPlotImpl({
  series,
  ariaLabel,
  xLabel,
  yLabel,
  x = String,
  y = String,
  height,
  yAxisWidth = 56,
}: ScatterPlotProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <Box sx={{ height }} role="img" aria-label={ariaLabel}>
      <ScatterChart
        height={height}
        series={series.map((s, i) => ({
          id: s.id,
          label: s.label,
          color: toneColor(theme, s.tone, i),
          markerSize: 6,
          data: s.points.map((p) => ({ id: p.id, x: p.x, y: p.y })),
          valueFormatter: (point: { x: number; y: number } | null, { dataIndex }: { dataIndex: number }) =>
            point
              ? `${s.points[dataIndex]?.name ?? ''}: ${xLabel} ${x(point.x)}, ${yLabel} ${y(point.y)}`
              : '',
        }))}
        xAxis={[
          {
            label: xLabel,
            reverse: rtl,
            height: 48,
            // Both axes start at zero with whole steps: the measures are counts or money.
            min: 0,
            tickMinStep: 1,
            disableTicks: true,
            valueFormatter: (v: number) => x(v),
          },
        ]}
        yAxis={[
          {
            label: yLabel,
            position: rtl ? 'right' : 'left',
            width: yAxisWidth + 20,
            min: 0,
            tickMinStep: 1,
            disableTicks: true,
            valueFormatter: (v: number) => y(v),
          },
        ]}
        grid={{ horizontal: true, vertical: true }}
        hideLegend={series.length < 2}
        margin={{ top: 16, bottom: 0, left: 8, right: 16 }}
        sx={chartSx(theme)}
      />
    </Box>
  );
}
