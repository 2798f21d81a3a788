import type { KitPageMeta } from '../ui-kit-section';

/** The pages of /charts (none yet: each page added here needs its entry below and its lazy page in charts-pages.ts). */
export const chartsPageNames = [] as const;
export type ChartsPageName = (typeof chartsPageNames)[number];

export const chartsCatalogue: Record<ChartsPageName, KitPageMeta> = {};
