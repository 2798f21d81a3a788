import type { KitPageMeta } from '../ui-kit-section';

/** The pages of /forms (none yet: each page added here needs its entry below and its lazy page in forms-pages.ts). */
export const formsPageNames = [] as const;
export type FormsPageName = (typeof formsPageNames)[number];

export const formsCatalogue: Record<FormsPageName, KitPageMeta> = {};
