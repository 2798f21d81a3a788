import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { asDataset, chartSeries, chartSx, type KeyedChartProps } from './chart-style';

export type TrendChartProps<Row extends { key: string }> = KeyedChartProps<Row> & {
  /** 'line': lines with a mark per point; 'area': lines with their area tinted underneath. */
  variant?: 'line' | 'area';
  /** How a row's key reads on the axis ('tick', short) and in the tooltip ('tooltip', long). */
  keyLabel: (key: string, where: 'tick' | 'tooltip') => string;
  /** How a value reads on the value axis; plain numbers by default. */
  tick?: (v: number) => string;
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
        dataset={asDataset(rows)}
        series={series.map((s, i) => ({
          ...chartSeries(theme, s, i),
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
