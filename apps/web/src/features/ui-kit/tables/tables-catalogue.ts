import type { KitPageMeta } from '../ui-kit-section';

/** The pages of /tables, in menu order (docs/ui-kit.md, Tables). */
export const tablesPageNames = ['simple-table', 'data-table'] as const;
export type TablesPageName = (typeof tablesPageNames)[number];

export const tablesCatalogue: Record<TablesPageName, KitPageMeta> = {
  'simple-table': {
    icon: 'table',
    title: 'tables.simple-table.title',
    description: 'tables.simple-table.description',
  },
  'data-table': {
    icon: 'table-options',
    title: 'tables.data-table.title',
    description: 'tables.data-table.description',
  },
};
