import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { IntlFormat } from '@/lib/intl-format';

export type MonthlyBarChartProps<Row extends { month: string }> = {
  rows: readonly Row[];
  /** The numeric field of each row that the bars show. */
  dataKey: Extract<keyof Row, string>;
  label: string;
  /** The chart's text for screen readers (the bars themselves are not read out). */
  ariaLabel: string;
  format: IntlFormat;
  /** How a bar's value reads in the tooltip, and the y-axis ticks (both default to plain numbers). */
  value?: (v: number) => string;
  tick?: (v: number) => string;
  height: number;
  yAxisWidth: number;
  /** Which month ticks get a label (a phone has room for fewer); all by default. */
  showTick?: (index: number) => boolean;
  sideMargin?: number;
  /** How a bar's key reads, when the keys are not months (days: 'YYYY-MM-DD'); month names by default. */
  keyFormat?: (key: string, where: 'tick' | 'tooltip') => string;
};

/**
 * Bars per month, the dashboards' one chart shape: the latest month in the primary colour and the
 * others tinted, dashed horizontal grid, short month names on the axis and long ones in the tooltip,
 * months running right to left in RTL with the value axis on the right.
 */
export function MonthlyBarChartImpl<Row extends { month: string }>({
  rows,
  dataKey,
  label,
  ariaLabel,
  format,
  value = format.number,
  tick = format.number,
  height,
  yAxisWidth,
  showTick,
  sideMargin = 8,
  keyFormat,
}: MonthlyBarChartProps<Row>) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const primary = theme.palette.primary.main;
  const keys = rows.map((r) => r.month);
  return (
    <Box sx={{ height }} role="img" aria-label={ariaLabel}>
      <BarChart
        height={height}
        dataset={rows as unknown as Record<string, string | number>[]}
        series={[{ dataKey, label, valueFormatter: (v) => (v === null ? '' : value(v)) }]}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'month',
            reverse: rtl,
            // The default 25px is too short for the theme's tick font: the labels would be cut away.
            height: 32,
            ...(showTick && { tickLabelInterval: (_: string, index: number) => showTick(index) }),
            categoryGapRatio: 0.45,
            disableLine: true,
            disableTicks: true,
            valueFormatter: (month: string, context) =>
              keyFormat
                ? keyFormat(month, context.location === 'tick' ? 'tick' : 'tooltip')
                : context.location === 'tick'
                  ? format.monthShort(month)
                  : format.monthLong(month),
            colorMap: {
              type: 'ordinal',
              values: keys,
              colors: keys.map((_, i) => (i === keys.length - 1 ? primary : alpha(primary, 0.32))),
            },
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            tickMinStep: 1,
            disableLine: true,
            disableTicks: true,
            width: yAxisWidth,
            valueFormatter: (v: number) => tick(v),
          },
        ]}
        grid={{ horizontal: true }}
        borderRadius={6}
        hideLegend
        margin={{ top: 16, bottom: 0, left: sideMargin, right: sideMargin }}
        sx={{
          '& .MuiChartsGrid-line': { strokeDasharray: '4 4', stroke: theme.palette.divider },
          '& .MuiChartsAxis-tickLabel': { fill: theme.palette.text.secondary },
        }}
      />
    </Box>
  );
}
