import type { ComponentType, LazyExoticComponent } from 'react';
import type { TablesPageName } from './tables-catalogue';

/** Each page of /tables, a chunk of its own: `tablesPages.x = lazy(() => import('./pages/x-page'))`. */
export const tablesPages: Record<TablesPageName, LazyExoticComponent<ComponentType>> = {};
