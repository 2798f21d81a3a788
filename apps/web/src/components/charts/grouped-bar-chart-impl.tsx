import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { asDataset, chartSeries, chartSx, type KeyedChartProps } from './chart-style';

export type GroupedBarChartProps<Row extends { key: string }> = KeyedChartProps<Row> & {
  /** How a row's key reads on the axis and in the tooltip. */
  keyLabel: (key: string) => string;
};

/** Bars side by side per key (the logistics dashboard's shipped and delivered); see grouped-bar-chart.tsx. */
export function GroupedBarChartImpl<Row extends { key: string }>({
  rows,
  series,
  ariaLabel,
  keyLabel,
  value,
  height,
  showTick,
  yAxisWidth = 40,
  yLabel,
}: GroupedBarChartProps<Row>) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <Box sx={{ height }} role="img" aria-label={ariaLabel}>
      <BarChart
        height={height}
        dataset={asDataset(rows)}
        series={series.map((s, i) => ({
          ...chartSeries(theme, s, i),
          ...(value && { valueFormatter: (v: number | null) => (v === null ? '' : value(v)) }),
        }))}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'key',
            categoryGapRatio: 0.35,
            barGapRatio: 0.1,
            height: 32,
            disableLine: true,
            disableTicks: true,
            ...(showTick && { tickLabelInterval: (_: string, index: number) => showTick(index) }),
            reverse: rtl,
            valueFormatter: (key: string) => keyLabel(key),
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            tickMinStep: 1,
            width: yLabel ? yAxisWidth + 20 : yAxisWidth,
            label: yLabel,
            ...(value && { valueFormatter: (v: number) => value(v) }),
          },
        ]}
        grid={{ horizontal: true }}
        borderRadius={4}
        margin={{ top: 16, bottom: 0, left: 8, right: 8 }}
        sx={chartSx(theme)}
      />
    </Box>
  );
}
