import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { type ChartSeries, chartSx, toneColor } from './chart-style';

export type TrendChartProps<Row extends { key: string }> = {
  /** One point per row, in order (days, months…). */
  rows: readonly Row[];
  /** The lines, each with its legend entry (the legend hides itself for a single series). */
  series: ChartSeries<Row>[];
  /** 'line': lines with a mark per point; 'area': lines with their area tinted underneath. */
  variant?: 'line' | 'area';
  /** The chart's text for screen readers (the lines themselves are not read out). */
  ariaLabel: string;
  /** How a row's key reads on the axis ('tick', short) and in the tooltip ('tooltip', long). */
  keyLabel: (key: string, where: 'tick' | 'tooltip') => string;
  /** How a value reads in the tooltip; the tick labels use `tick`; both plain numbers by default. */
  value?: (v: number) => string;
  tick?: (v: number) => string;
  height: number;
  /** Which keys get a label on the axis (a phone has room for fewer); all by default. */
  showTick?: (index: number) => boolean;
  yAxisWidth?: number;
  /** The value axis's title, e.g. "Revenue". */
  yLabel?: string;
};

/**
 * Values over time, the dashboards' trend shape: smooth lines in the theme's colours, dashed grid,
 * one tooltip for every series at the hovered (or keyboard-focused) key, keys running right to left
 * in RTL with the value axis on the right.
 */
export function TrendChartImpl<Row extends { key: string }>({
  rows,
  series,
  variant = 'line',
  ariaLabel,
  keyLabel,
  value,
  tick,
  height,
  showTick,
  yAxisWidth = 48,
  yLabel,
}: TrendChartProps<Row>) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const area = variant === 'area';
  return (
    <Box sx={{ height }} role="img" aria-label={ariaLabel}>
      <LineChart
        height={height}
        dataset={rows as unknown as Record<string, string | number>[]}
        series={series.map((s, i) => ({
          dataKey: s.dataKey,
          label: s.label,
          color: toneColor(theme, s.tone, i),
          area,
          curve: 'monotoneX' as const,
          // A mark per month; per day on a month the marks would touch.
          showMark: !area && rows.length <= 16,
          ...(value && { valueFormatter: (v: number | null) => (v === null ? '' : value(v)) }),
        }))}
        xAxis={[
          {
            scaleType: 'point',
            dataKey: 'key',
            reverse: rtl,
            height: 32,
            disableLine: true,
            disableTicks: true,
            ...(showTick && { tickLabelInterval: (_: string, index: number) => showTick(index) }),
            valueFormatter: (key: string, context) =>
              keyLabel(key, context.location === 'tick' ? 'tick' : 'tooltip'),
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            tickMinStep: 1,
            disableLine: true,
            disableTicks: true,
            width: yLabel ? yAxisWidth + 20 : yAxisWidth,
            label: yLabel,
            ...(tick && { valueFormatter: (v: number) => tick(v) }),
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend={series.length < 2}
        // Room for the first and last keys' labels, centred on the edge points.
        margin={{ top: 16, bottom: 0, left: 24, right: 24 }}
        sx={{
          ...chartSx(theme),
          [`& .${lineClasses.area}`]: { fillOpacity: 0.24 },
          [`& .${lineClasses.line}`]: { strokeWidth: 2.5 },
        }}
      />
    </Box>
  );
}
