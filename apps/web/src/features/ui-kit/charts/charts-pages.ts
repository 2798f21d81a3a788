import type { ComponentType, LazyExoticComponent } from 'react';
import type { ChartsPageName } from './charts-catalogue';

/** Each page of /charts, a chunk of its own: `chartsPages.x = lazy(() => import('./pages/x-page'))`. */
export const chartsPages: Record<ChartsPageName, LazyExoticComponent<ComponentType>> = {};
