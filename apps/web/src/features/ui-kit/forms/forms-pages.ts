import type { ComponentType, LazyExoticComponent } from 'react';
import type { FormsPageName } from './forms-catalogue';

/** Each page of /forms, a chunk of its own: `formsPages.x = lazy(() => import('./pages/x-page'))`. */
export const formsPages: Record<FormsPageName, LazyExoticComponent<ComponentType>> = {};
