import { PieChart } from '@mui/x-charts/PieChart';

export type DonutSlice = { id: string; label?: string; value: number; color: string };
export type DonutChartProps = {
  size: number;
  data: DonutSlice[];
  innerRadius: number;
  outerRadius: number;
  /** Hovering a slice fades the others and its tooltip shows this text. */
  valueText?: (slice: { value: number }) => string;
};

/** The dashboards' donut (MUI X PieChart, no legend: each card draws its own); see donut-chart.tsx. */
export function DonutChartImpl({ size, data, innerRadius, outerRadius, valueText }: DonutChartProps) {
  return (
    <PieChart
      width={size}
      height={size}
      hideLegend
      margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
      series={[
        {
          data,
          innerRadius,
          outerRadius,
          paddingAngle: 2,
          cornerRadius: 4,
          ...(valueText && {
            highlightScope: { fade: 'global', highlight: 'item' },
            faded: { additionalRadius: -4, color: 'gray' },
            valueFormatter: valueText,
          }),
        },
      ]}
    />
  );
}
