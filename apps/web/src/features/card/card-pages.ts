// Read by the route's beforeLoad, which the app's entry holds: nothing heavier than the names here.
/** The pages of /pages/cards/$name, in the index's order. */
export const CARD_PAGES = ['basic', 'advanced', 'statistics', 'widgets', 'actions'] as const;
export type CardPageName = (typeof CARD_PAGES)[number];

export const isCardPage = (name: string): name is CardPageName =>
  (CARD_PAGES as readonly string[]).includes(name);
