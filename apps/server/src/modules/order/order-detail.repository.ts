import type { OrderDetail, orderEventKinds } from '@app/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers, orderEvents, orderItems, orders, products, users } from '../../db/schema/index.ts';
import { orderColumns, toOrder } from './order.repository.ts';

type EventKind = (typeof orderEventKinds)[number];
const dollars = (cents: number) => cents / 100;

async function findItems(db: Queryable, orderId: number): Promise<OrderDetail['items']> {
  const rows = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      sku: orderItems.sku,
      image: products.image,
      unitPriceCents: orderItems.unitPriceCents,
      qty: orderItems.qty,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(({ unitPriceCents, ...row }) => ({
    ...row,
    price: dollars(unitPriceCents),
    total: dollars(unitPriceCents * row.qty),
  }));
}

async function findTimeline(db: Queryable, orderId: number): Promise<OrderDetail['timeline']> {
  const rows = await db
    .select({
      id: orderEvents.id,
      kind: sql<EventKind>`${orderEvents.kind}`,
      status: orderEvents.status,
      note: orderEvents.note,
      actor: users.fullName,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function findOwner(db: Queryable, ownerId: number | null): Promise<OrderDetail['owner']> {
  if (ownerId === null) return null;
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, ownerId));
  return row ?? null;
}

const paymentNames: Record<number, string> = { 1: 'Paid', 2: 'Pending', 3: 'Cancelled', 4: 'Failed' };

export async function findOrderDetail(db: Queryable, id: number): Promise<OrderDetail | null> {
  const [row] = await db
    .select({
      ...orderColumns,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      taxCents: orders.taxCents,
      taxRateBp: orders.taxRateBp,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
      customerRowId: customers.id,
      contact: customers.contact,
      country: customers.country,
      orderCount: customers.orderCount,
      version: orders.version,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const {
    subtotalCents,
    shippingCents,
    taxCents,
    taxRateBp,
    customerRowId,
    contact,
    country,
    orderCount,
    version,
    ...rest
  } = row;
  const order = toOrder(rest);
  return {
    ...order,
    paymentStatus: paymentNames[order.payment],
    version,
    items: await findItems(db, id),
    totals: {
      subtotal: dollars(subtotalCents),
      shipping: dollars(shippingCents),
      tax: dollars(taxCents),
      taxRate: taxRateBp / 100,
      total: order.spent,
    },
    customerDetail: {
      id: customerRowId,
      customerId: order.customerId,
      customer: order.customer,
      email: order.email,
      avatar: order.avatar,
      contact,
      country,
      orderCount,
    },
    timeline: await findTimeline(db, id),
    owner: await findOwner(db, order.ownerId),
  };
}

/** The order's status, owner and customer, locked until the transaction ends. */
export async function lockOrder(db: Queryable, id: number) {
  const [row] = await db
    .select({ status: orders.status, ownerId: orders.ownerId, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row ?? null;
}

export async function setOrderStatus(db: Queryable, id: number, status: string): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, id));
}

export async function setOrderOwner(db: Queryable, id: number, ownerId: number | null): Promise<void> {
  await db.update(orders).set({ ownerId }).where(eq(orders.id, id));
}

/** Whether a user with this id exists (an order's new owner). */
export async function userExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function findItem(db: Queryable, orderId: number, itemId: number) {
  const [row] = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      qty: orderItems.qty,
      name: orderItems.productName,
    })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return row && row.orderId === orderId ? row : null;
}

export async function setItemQty(db: Queryable, itemId: number, qty: number): Promise<void> {
  await db.update(orderItems).set({ qty }).where(eq(orderItems.id, itemId));
}

export async function addOrderEvent(
  db: Queryable,
  event: { orderId: number; kind: EventKind; status?: string; note: string; actorId: number },
): Promise<void> {
  await db.insert(orderEvents).values(event);
}
