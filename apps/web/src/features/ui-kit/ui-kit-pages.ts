import type { ComponentType, LazyExoticComponent } from 'react';
import { chartsPages } from './charts/charts-pages';
import { componentsPages } from './components/components-pages';
import { extensionsPages } from './extensions/extensions-pages';
import { formsPages } from './forms/forms-pages';
import { tablesPages } from './tables/tables-pages';
import type { UiKitSection } from './ui-kit-section';

/** Every page's lazy component by section and name: the outlet renders one, each a chunk of its own. */
export const uiKitPages: Record<UiKitSection, Record<string, LazyExoticComponent<ComponentType>>> = {
  components: componentsPages,
  extensions: extensionsPages,
  forms: formsPages,
  tables: tablesPages,
  charts: chartsPages,
};
