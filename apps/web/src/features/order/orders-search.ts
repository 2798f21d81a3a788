import {
  type ListParams,
  type OrderListQuery,
  orderSortKeys,
  orderStatuses,
  type PaymentCode,
} from '@app/contracts';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The order list's state in the URL; anything unreadable falls back to the default. */
export const orderListSearch = z.object({
  q: text(200),
  status: oneOf(orderStatuses),
  payment: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .transform((n) => n as PaymentCode)
    .optional()
    .catch(undefined),
  ...sortAndPaging(orderSortKeys),
});
export type OrderListSearch = z.output<typeof orderListSearch>;

export function toOrdersQuery(search: OrderListSearch): ListParams<OrderListQuery> {
  return { ...toListParams(search), status: search.status, payment: search.payment };
}
