import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TablesPageName } from './tables-catalogue';

/** Each page of /tables, a chunk of its own. */
export const tablesPages: Record<TablesPageName, LazyExoticComponent<ComponentType>> = {
  'simple-table': lazy(() =>
    import('./pages/simple-table-page').then((m) => ({ default: m.SimpleTablePage })),
  ),
  'data-table': lazy(() => import('./pages/data-table-page').then((m) => ({ default: m.DataTablePage }))),
};
