import { z } from 'zod';

export const CUSTOMER_TABS = ['overview', 'security', 'address-billing', 'notifications'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

/** The details page's URL state: the tab (overview when missing) and the page of the orders table. */
export const customerDetailsSearch = z.object({
  tab: z.enum(CUSTOMER_TABS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type CustomerDetailsSearch = z.output<typeof customerDetailsSearch>;
