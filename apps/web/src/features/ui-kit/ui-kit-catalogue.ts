import { notFound } from '@tanstack/react-router';
import { chartsCatalogue, chartsPageNames } from './charts/charts-catalogue';
import { componentsCatalogue, componentsPageNames } from './components/components-catalogue';
import { extensionsCatalogue, extensionsPageNames } from './extensions/extensions-catalogue';
import { formsCatalogue, formsPageNames } from './forms/forms-catalogue';
import { tablesCatalogue, tablesPageNames } from './tables/tables-catalogue';
import type { KitPageMeta, UiKitSection } from './ui-kit-section';

type Catalogue = { names: readonly string[]; pages: Record<string, KitPageMeta> };

/** Every section's page names (in order) and their icon, title and description. */
export const uiKitCatalogues: Record<UiKitSection, Catalogue> = {
  components: { names: componentsPageNames, pages: componentsCatalogue },
  extensions: { names: extensionsPageNames, pages: extensionsCatalogue },
  forms: { names: formsPageNames, pages: formsCatalogue },
  tables: { names: tablesPageNames, pages: tablesCatalogue },
  charts: { names: chartsPageNames, pages: chartsCatalogue },
};

/** Whether `/<section>/<name>` is a page of the catalogue (the `$name` routes answer 404 otherwise). */
export function isUiKitPage(section: UiKitSection, name: string): boolean {
  return uiKitCatalogues[section].names.includes(name);
}

/** Throws the router's 404 unless `/<section>/<name>` is a page of the catalogue (the `$name` routes' loader). */
export function assertUiKitPage(section: UiKitSection, name: string): void {
  if (!isUiKitPage(section, name)) throw notFound();
}

/** The pages before and after `name` in its section, for the previous / next links. */
export function neighboursOf(section: UiKitSection, name: string) {
  const { names } = uiKitCatalogues[section];
  const at = names.indexOf(name);
  return { previous: at > 0 ? names[at - 1] : undefined, next: at >= 0 ? names[at + 1] : undefined };
}
