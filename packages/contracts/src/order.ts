import { z } from 'zod';
import { editVersion, listTotal, orderBy, pagingQuery, searchText } from './common.ts';
import { optionalEnum, optionalIdFilter, postalAddress, shopIdParam, usDate } from './ecommerce-common.ts';

export const orderStatuses = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** The spec's payment codes 1-4 and what each means. */
export const paymentStatuses = { 1: 'Paid', 2: 'Pending', 3: 'Cancelled', 4: 'Failed' } as const;
export type PaymentCode = 1 | 2 | 3 | 4;
export const paymentCodes = [1, 2, 3, 4] as const;
export const orderMethods = ['paypalLogo', 'mastercard'] as const;
export const orderSortKeys = ['order', 'customers', 'date', 'status', 'spent'] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];

/**
 * GET /api/apps/ecommerce/orders. q matches the customer's name, e-mail or the order number; newest
 * first without sortBy. status, payment and customerId (six digits) are extra filters for the pages.
 */
export const orderListQuery = z.object({
  q: searchText,
  status: optionalEnum(orderStatuses),
  payment: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1, 'must be 1 to 4').max(4, 'must be 1 to 4').optional(),
  ),
  customerId: optionalIdFilter,
  sortBy: z.enum(orderSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The spec's order (§3) plus createdAt and the customer's six-digit customerId. */
export const order = z.object({
  id: z.number(),
  order: z.number(),
  customer: z.string(),
  customerId: z.number(),
  email: z.string(),
  avatar: z.string().nullable(),
  payment: z.number().int().min(1).max(4),
  status: z.enum(orderStatuses),
  /** Items + shipping + tax, in dollars. */
  spent: z.number(),
  method: z.enum(orderMethods),
  /** 'MM/DD/YYYY', UTC. */
  date: usDate,
  /** 'hh:mm AM', UTC. */
  time: z.string(),
  methodNumber: z.number(),
  /** ISO 8601: when the order was placed. */
  createdAt: z.string(),
  /** The user the order belongs to, for "owner = me" rules (decision 015); null: nobody's. */
  ownerId: z.number().nullable(),
});
export type Order = z.infer<typeof order>;

export const orderListAnswer = z.object({ orders: z.array(order), ...listTotal });
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

export const orderItem = z.object({
  id: z.number(),
  /** Null when the product has since been deleted; the name, sku and price stay as ordered. */
  productId: z.number().nullable(),
  productName: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  /** Unit price in dollars at the time of the order. */
  price: z.number(),
  qty: z.number(),
  /** price × qty. */
  total: z.number(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderEventKinds = ['placed', 'status', 'items', 'payment'] as const;
export const orderEvent = z.object({
  id: z.number(),
  kind: z.enum(orderEventKinds),
  /** The status the order moved to, for status events. */
  status: z.string().nullable(),
  note: z.string(),
  /** Who did it; null for the customer or the system. */
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** GET /api/apps/ecommerce/orders/:id. */
export const orderDetail = order.extend({
  paymentStatus: z.string(),
  items: z.array(orderItem),
  /** Dollars; total = subtotal + shipping + tax = spent. taxRate in percent. */
  totals: z.object({
    subtotal: z.number(),
    shipping: z.number(),
    tax: z.number(),
    taxRate: z.number(),
    total: z.number(),
  }),
  customerDetail: z.object({
    id: z.number(),
    customerId: z.number(),
    customer: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    contact: z.string(),
    country: z.string(),
    orderCount: z.number(),
  }),
  shippingAddress: postalAddress.nullable(),
  billingAddress: postalAddress.nullable(),
  /** Oldest first. */
  timeline: z.array(orderEvent),
  /** The staff member `ownerId` names, as the owner field shows them; null: nobody's. */
  owner: z.object({ id: z.number(), fullName: z.string(), avatar: z.string().nullable() }).nullable(),
  /** Moves on every write, the totals kept by other writes included (docs/edit-conflicts.md). */
  version: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** PATCH /api/apps/ecommerce/orders/:id/status: any other status; recorded in the timeline. */
export const orderStatusBody = z.object({
  status: z.enum(orderStatuses, `must be one of ${orderStatuses.join(', ')}`),
  note: z.string().trim().max(500, 'is too long').default(''),
  version: editVersion,
});
export type OrderStatusBody = z.input<typeof orderStatusBody>;

/** PATCH /api/apps/ecommerce/orders/:id/owner: the staff member the order belongs to (null: nobody). */
export const orderOwnerBody = z.object({
  ownerId: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(2147483647, 'must be at most 2147483647')
    .nullable(),
  version: editVersion,
});
export type OrderOwnerBody = z.input<typeof orderOwnerBody>;

/** PATCH /api/apps/ecommerce/orders/:id/items/:itemId: a new quantity; the totals follow. */
export const orderItemBody = z.object({
  qty: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000'),
});
export type OrderItemBody = z.infer<typeof orderItemBody>;

export const orderItemParams = shopIdParam.extend({ itemId: shopIdParam.shape.id });

export const orderStatsAnswer = z.object({
  total: z.number(),
  /** Every status, zero when no order has it. */
  byStatus: z.record(z.string(), z.number()),
  /** By payment status name (Paid, Pending, Cancelled, Failed). */
  byPayment: z.record(z.string(), z.number()),
  pendingPayment: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  failed: z.number(),
  /** Sum of spent over paid orders, in dollars. */
  paidRevenue: z.number(),
});
export type OrderStatsAnswer = z.infer<typeof orderStatsAnswer>;

export const ORDER_NOT_FOUND_TEXT = 'Order not found';
