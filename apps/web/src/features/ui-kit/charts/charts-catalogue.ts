import type { KitPageMeta } from '../ui-kit-section';

/**
 * The pages of /charts, in menu order: each chart type the dashboards draw, with the shared wrapper of
 * components/charts and real figures. No heat map: MUI X draws one only in its paid Pro edition.
 */
export const chartsPageNames = ['line', 'area', 'bar', 'donut', 'radial', 'scatter'] as const;
export type ChartsPageName = (typeof chartsPageNames)[number];

const page = (name: ChartsPageName, icon: string): KitPageMeta => ({
  icon,
  title: `charts.${name}.title`,
  description: `charts.${name}.description`,
});

export const chartsCatalogue: Record<ChartsPageName, KitPageMeta> = {
  line: page('line', 'chart-line'),
  area: page('area', 'chart-area-line'),
  bar: page('bar', 'chart-bar'),
  donut: page('donut', 'chart-donut'),
  radial: page('radial', 'chart-arcs'),
  scatter: page('scatter', 'chart-dots'),
};
