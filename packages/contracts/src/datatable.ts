import { z } from 'zod';

/**
 * GET /api/pages/datatable: the shop's most recent order lines as "sales detail" records (spec 001),
 * the data of the UI kit's /tables/data-table page (docs/ui-kit.md, Tables).
 */
export const receivedPaymentStatuses = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;
export type ReceivedPaymentStatus = (typeof receivedPaymentStatuses)[number];
export const salesPaymentStates = ['Completed', 'Confirmed', 'Cancelled'] as const;
export type SalesPaymentState = (typeof salesPaymentStates)[number];

/** The most records the call answers. */
export const DATATABLE_LIMIT = 50;

export const salesDetail = z.object({
  /** The order line's id (unique per record). */
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    /** From the name: lower case, words joined by dashes. */
    slug: z.string(),
    brand: z.string(),
    category: z.string(),
    /** US dollars: the product's current price. */
    price: z.number(),
    image: z.string().nullable(),
    /** The order shipped at no charge. */
    hasFreeShipping: z.boolean(),
    /** The average of the product's published reviews (one decimal); null with none. */
    rating: z.number().nullable(),
    description: z.string(),
  }),
  /** The order's date as the spec writes it, in English: `30 Apr 2020`. */
  date: z.string(),
  buyer: z.object({ name: z.string(), avatar: z.string().nullable() }),
  payment: z.object({
    /** US dollars: the order's total. */
    total: z.number(),
    receivedPaymentStatus: z.enum(receivedPaymentStatuses),
    paidAmount: z.number(),
    status: z.enum(salesPaymentStates),
  }),
});
export type SalesDetail = z.infer<typeof salesDetail>;

export const datatableAnswer = z.array(salesDetail);
export type DatatableAnswer = z.infer<typeof datatableAnswer>;
