import {
  type BulkDeleteAnswer,
  ORDER_NOT_FOUND_TEXT,
  type Order,
  type OrderDetail,
  type OrderListAnswer,
  type OrderListQuery,
  type orderOwnerBody,
  type orderStatusBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppAbility } from '../../auth/ability.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import { assertMayWrite, assertReaches, reachableRows } from '../../auth/row-rules.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { countOrderedSince, deleteOrders, orderList, type RowReach } from './order.repository.ts';
import {
  addOrderEvent,
  findItem,
  findOrderDetail,
  lockOrder,
  setItemQty,
  setOrderOwner,
  setOrderStatus,
  userExists,
} from './order-detail.repository.ts';
import { insertPlacedOrder, type NewOrder } from './order-place.repository.ts';
import { orderStats } from './order-stats.repository.ts';
import { refreshCustomerTotals, refreshOrderTotals } from './order-totals.repository.ts';

type StatusData = z.output<typeof orderStatusBody>;
type OwnerData = z.output<typeof orderOwnerBody>;
type Reached = { status: string; ownerId: number | null };

/** The orders a reader's rules reach, for the list, its count and the export (decision 015). */
export function readableOrders(ability: AppAbility): RowReach {
  return {
    reach: reachableRows(ability, 'read', 'Order', { status: orders.status, ownerId: orders.ownerId }),
  };
}

export async function listOrdersPage(db: Db, query: OrderListQuery & RowReach): Promise<OrderListAnswer> {
  const { rows, ...total } = await orderList.page(db, query);
  return { orders: rows, ...total };
}

/** The order list's address; the server renders its first paint for a signed-in reader (decision 021). */
export const ORDER_LIST_PATH = '/apps/ecommerce/order/list';

/** The newest orders, newest first; inside the caller's transaction when it passes one. */
export function latestOrders(db: Queryable, count: number, scope: RowReach = {}): Promise<Order[]> {
  return orderList.rows(db, {
    q: '',
    sortBy: 'date',
    orderBy: 'desc',
    page: 1,
    itemsPerPage: count,
    ...scope,
  });
}

/** One order; with `reader`, an order outside the reader's rules answers 404 like an unknown one. */
export async function getOrder(db: Queryable, id: number, reader?: AppAbility): Promise<OrderDetail> {
  const found = await findOrderDetail(db, id);
  if (!found) throw notFound(ORDER_NOT_FOUND_TEXT);
  if (reader) {
    const { status, ownerId } = found;
    assertReaches(reader, 'read', 'Order', { status, ownerId }, ORDER_NOT_FOUND_TEXT);
  }
  return found;
}

/**
 * Deletes the orders and brings their customers' order count and total spent up to date, in one
 * transaction. Unknown ids are skipped: the spec's order delete never fails. So are the orders the
 * deleter's rules do not reach (decision 015): to them those orders do not exist.
 */
export async function removeOrders(db: Db, ids: number[], deleter: AppAbility): Promise<BulkDeleteAnswer> {
  const reach = reachableRows(deleter, 'delete', 'Order', { status: orders.status, ownerId: orders.ownerId });
  return db.transaction(async (tx) => {
    const { count, customerIds } = await deleteOrders(tx, [...new Set(ids)], reach);
    await refreshCustomerTotals(tx, customerIds);
    return { deleted: count };
  });
}

/** Moves the order to another status (any other: the spec shows no rules) and records it in the timeline. */
export async function changeOrderStatus(
  db: Db,
  actor: AuthContext,
  id: number,
  { version, ...body }: StatusData,
): Promise<OrderDetail> {
  await guardEdit(
    () => writeOrderStatus(db, actor, id, body, version),
    () => getOrder(db, id),
  );
  return getOrder(db, id);
}

async function writeOrderStatus(
  db: Db,
  actor: AuthContext,
  id: number,
  body: Omit<StatusData, 'version'>,
  version: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockReachedOrder(tx, actor, id);
    await claimVersion(tx, orders, id, version);
    if (order.status === body.status) {
      throw new HttpError(409, {
        message: `The order is already ${body.status}`,
        errors: { status: `is already ${body.status}` },
      });
    }
    assertMayWrite(
      actor.ability,
      'update',
      'Order',
      { before: order, after: { ...order, status: body.status } },
      [],
    );
    await setOrderStatus(tx, id, body.status);
    await addOrderEvent(tx, {
      orderId: id,
      kind: 'status',
      status: body.status,
      note: body.note,
      actorId: actor.user.id,
    });
  });
}

/**
 * The order, locked until the transaction ends, when the actor's update rules reach it (decision 015);
 * an unknown order and one outside the rules both answer 404. Writes ask it before comparing versions,
 * so a stale version's 409 (which shows the order as it is) never answers an order outside the rules.
 */
async function lockReachedOrder(tx: Queryable, actor: AuthContext, id: number) {
  const order = await lockOrder(tx, id);
  if (!order) throw notFound(ORDER_NOT_FOUND_TEXT);
  const reached: Reached = { status: order.status, ownerId: order.ownerId };
  assertReaches(actor.ability, 'update', 'Order', reached, ORDER_NOT_FOUND_TEXT);
  return { ...order, ...reached };
}

/**
 * Hands the order to another staff member (or to nobody). The new owner must be a user (400 naming
 * `ownerId` otherwise), and the order must stay inside the actor's update rules: someone who may change
 * only their own orders cannot give one away (403).
 */
export async function changeOrderOwner(
  db: Db,
  actor: AuthContext,
  id: number,
  { version, ownerId }: OwnerData,
): Promise<OrderDetail> {
  await guardEdit(
    () =>
      db.transaction(async (tx) => {
        const order = await lockReachedOrder(tx, actor, id);
        await claimVersion(tx, orders, id, version);
        if (order.ownerId === ownerId) return;
        if (ownerId !== null && !(await userExists(tx, ownerId))) {
          throw new HttpError(400, {
            message: 'The new owner is not a user',
            errors: { ownerId: 'is not a user' },
          });
        }
        assertMayWrite(actor.ability, 'update', 'Order', { before: order, after: { ...order, ownerId } }, []);
        await setOrderOwner(tx, id, ownerId);
      }),
    () => getOrder(db, id),
  );
  return getOrder(db, id);
}

/** Changes a line's quantity; subtotal, tax, spent and the customer's total follow in the same transaction. */
export async function changeItemQty(
  db: Db,
  actor: AuthContext,
  id: number,
  itemId: number,
  qty: number,
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const order = await lockReachedOrder(tx, actor, id);
    const item = await findItem(tx, id, itemId);
    if (!item) throw notFound('Order item not found');
    if (item.qty === qty) return;
    await setItemQty(tx, itemId, qty);
    await refreshOrderTotals(tx, [id]);
    await refreshCustomerTotals(tx, [order.customerId]);
    const note = `Quantity of ${item.name} changed from ${item.qty} to ${qty}`;
    await addOrderEvent(tx, { orderId: id, kind: 'items', note, actorId: actor.user.id });
  });
  return getOrder(db, id);
}

/** Order counts by status and payment. */
/** How many orders were placed since `since` (the ordered-at index answers it at any size). */
export function countOrdersSince(db: Queryable, since: Date): Promise<number> {
  return countOrderedSince(db, since);
}

export function loadOrderStats(db: Db) {
  return orderStats(db);
}

/**
 * Writes an order placed at the checkout, in the caller's transaction: order, lines and 'placed' event;
 * its totals and its customer's count and spent are recomputed as for every order change.
 */
export async function placeOrder(
  db: Queryable,
  order: NewOrder,
): Promise<{ id: number; orderNumber: number }> {
  const placed = await insertPlacedOrder(db, order);
  await refreshOrderTotals(db, [placed.id]);
  await refreshCustomerTotals(db, [order.customerId]);
  return placed;
}
