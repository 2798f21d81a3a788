import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ChartsPageName } from './charts-catalogue';

/** Each page of /charts, a chunk of its own (MUI X Charts in further chunks, loaded by the wrappers). */
export const chartsPages: Record<ChartsPageName, LazyExoticComponent<ComponentType>> = {
  line: lazy(() => import('./pages/line-page').then((m) => ({ default: m.LinePage }))),
  area: lazy(() => import('./pages/area-page').then((m) => ({ default: m.AreaPage }))),
  bar: lazy(() => import('./pages/bar-page').then((m) => ({ default: m.BarPage }))),
  donut: lazy(() => import('./pages/donut-page').then((m) => ({ default: m.DonutPage }))),
  radial: lazy(() => import('./pages/radial-page').then((m) => ({ default: m.RadialPage }))),
  scatter: lazy(() => import('./pages/scatter-page').then((m) => ({ default: m.ScatterPage }))),
};
