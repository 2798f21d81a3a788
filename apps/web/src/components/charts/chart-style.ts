import type { Theme } from '@mui/material/styles';

/**
 * The dashboards' chart look, shared by the wrappers of this folder: a dashed horizontal grid in the
 * divider colour, tick and axis labels in the secondary text colour (readable in light and dark).
 */
export const chartSx = (theme: Theme) => ({
  '& .MuiChartsGrid-line': { strokeDasharray: '4 4', stroke: theme.palette.divider },
  '& .MuiChartsAxis-tickLabel': { fill: theme.palette.text.secondary },
  '& .MuiChartsAxis-label': { fill: theme.palette.text.secondary },
});

/** The theme's colours a series may take: resolved in the chart's own theme, so dark mode gets its shades. */
export type ChartTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

const TONES: ChartTone[] = ['primary', 'success', 'warning', 'info', 'error', 'secondary'];

/** A series' colour: its tone, else the theme's palette in order (never MUI X's own palette). */
export const toneColor = (theme: Theme, tone: ChartTone | undefined, index: number) =>
  theme.palette[tone ?? TONES[index % TONES.length]].main;

/** A series of a cartesian chart: the row's numeric field it shows, its name in the legend and tooltip, its colour. */
export type ChartSeries<Row> = {
  dataKey: Extract<keyof Row, string>;
  label: string;
  tone?: ChartTone;
};

/** What the dashboards' charts over keys (trend lines, grouped bars) take alike. */
export type KeyedChartProps<Row> = {
  /** One point or group of bars per row, in order (days, months…). */
  rows: readonly Row[];
  /** What is drawn of each row, each with its legend entry. */
  series: ChartSeries<Row>[];
  /** The chart's text for screen readers (the lines or bars themselves are not read out). */
  ariaLabel: string;
  /** How a value reads in the tooltip (and, for grouped bars, on the value axis); plain numbers by default. */
  value?: (v: number) => string;
  height: number;
  /** Which keys get a label on the axis (a phone, a long period has room for fewer); all by default. */
  showTick?: (index: number) => boolean;
  yAxisWidth?: number;
  /** The value axis's title, e.g. "Revenue". */
  yLabel?: string;
};

/** The rows as MUI X charts take a dataset. */
export const asDataset = <Row>(rows: readonly Row[]) => rows as unknown as Record<string, string | number>[];

/** A series as MUI X charts take it: the row's field, the legend's name and the series' colour. */
export const chartSeries = <Row>(theme: Theme, s: ChartSeries<Row>, index: number) => ({
  dataKey: s.dataKey,
  label: s.label,
  color: toneColor(theme, s.tone, index),
});
