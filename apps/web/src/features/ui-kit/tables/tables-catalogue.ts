import type { KitPageMeta } from '../ui-kit-section';

/** The pages of /tables (none yet: each page added here needs its entry below and its lazy page in tables-pages.ts). */
export const tablesPageNames = [] as const;
export type TablesPageName = (typeof tablesPageNames)[number];

export const tablesCatalogue: Record<TablesPageName, KitPageMeta> = {};
