import { orderSortKeys, orderStatuses, type PaymentCode } from '@app/contracts';
import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '@/app/config';
import type { OrdersQuery } from './api/get-orders';

/** A hand-typed `?q=1013` arrives as a number; it is still the text 1013. */
const text = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(200).optional())
  .catch(undefined);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** The order list's state in the URL; anything unreadable falls back to the default. */
export const orderListSearch = z.object({
  q: text,
  status: oneOf(orderStatuses),
  payment: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .transform((n) => n as PaymentCode)
    .optional()
    .catch(undefined),
  sortBy: oneOf(orderSortKeys),
  orderBy: oneOf(['asc', 'desc'] as const),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
    .optional()
    .catch(undefined),
});
export type OrderListSearch = z.output<typeof orderListSearch>;

export const DEFAULT_PAGE_SIZE = 10;

export function toOrdersQuery(search: OrderListSearch): OrdersQuery {
  return {
    q: search.q || undefined,
    status: search.status,
    payment: search.payment,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? DEFAULT_PAGE_SIZE,
  };
}

export const hasFilters = (s: OrderListSearch) => Boolean(s.q || s.status || s.payment);
