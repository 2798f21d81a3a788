import {
  type Icon,
  IconAppWindow,
  IconChartDonut,
  IconChartHistogram,
  IconClick,
  IconLayoutCards,
} from '@tabler/icons-react';

/** The pages of /pages/cards/$name, in the index's order. */
export const CARD_PAGES = ['basic', 'advanced', 'statistics', 'widgets', 'actions'] as const;
export type CardPageName = (typeof CARD_PAGES)[number];

export const isCardPage = (name: string): name is CardPageName =>
  (CARD_PAGES as readonly string[]).includes(name);

export const CARD_PAGE_ICONS: Record<CardPageName, Icon> = {
  basic: IconAppWindow,
  advanced: IconLayoutCards,
  statistics: IconChartHistogram,
  widgets: IconChartDonut,
  actions: IconClick,
};
