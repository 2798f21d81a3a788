import type { PostalAddress } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export type NewOrder = {
  customerId: number;
  lines: { productId: number; name: string; sku: string; unitPriceCents: number; qty: number }[];
  shippingCents: number;
  methodNumber: number;
  address: PostalAddress;
};

/**
 * A new order with the next order number (spent is its shipping until the lines are added and the
 * totals refreshed: the table's check wants spent = subtotal + shipping + tax at every write), its
 * lines and its 'placed' event. The caller holds the checkout lock.
 */
export async function insertPlacedOrder(
  db: Queryable,
  order: NewOrder,
): Promise<{ id: number; orderNumber: number }> {
  const address = JSON.stringify(order.address);
  const inserted = (await db.execute(sql`
    insert into orders (order_number, customer_id, status, payment, method, method_number, shipping_cents,
      spent_cents, tax_rate_bp, shipping_address, billing_address)
    values ((select coalesce(max(order_number), 0) + 1 from orders), ${order.customerId}, 'Ready to Pickup', 2,
      'mastercard', ${order.methodNumber}, ${order.shippingCents},
      ${order.shippingCents}, 0, ${address}::jsonb, ${address}::jsonb)
    returning id, order_number`)) as unknown as { rows: { id: number; order_number: number }[] };
  const { id, order_number: orderNumber } = inserted.rows[0];
  for (const line of order.lines) {
    await db.execute(sql`insert into order_items (order_id, product_id, product_name, sku, unit_price_cents, qty)
      values (${id}, ${line.productId}, ${line.name}, ${line.sku}, ${line.unitPriceCents}, ${line.qty})`);
  }
  await db.execute(sql`insert into order_events (order_id, kind, status, note)
    values (${id}, 'placed', 'Ready to Pickup', 'Placed at the shop checkout')`);
  return { id, orderNumber };
}
