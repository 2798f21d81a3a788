import { sql } from 'drizzle-orm';
import { refreshAllOrderTotals } from '../../modules/order/order.service.ts';
import type { Queryable } from '../client.ts';
import { ANCHOR, baseId, permuted, pick, rnd, skipPast, spreadTime, weighted } from './ecommerce-sql.ts';

/** An order keeps a copy of the customer's address as it was when ordering. */
const ADDRESS_JSON = `jsonb_build_object('fullName', a.full_name, 'line1', a.line1, 'line2', a.line2,
  'city', a.city, 'state', a.state, 'postalCode', a.postal_code, 'country', a.country)`;

export type OrderSeedSize = { orders: number; customers: number; products: number };

/**
 * `orders` orders of 1 to 3 distinct products each, each owned by one of the users in turn (none when
 * there are no users yet), their items at the product's (discounted) price,
 * a timeline of "placed" then the current status, and the totals of orders and customers computed
 * from the items in three set-based statements.
 */
export async function seedOrders(tx: Queryable, size: OrderSeedSize): Promise<void> {
  await tx.execute(
    sql.raw(`
    insert into orders (order_number, customer_id, status, payment, method, method_number, shipping_cents,
      tax_rate_bp, subtotal_cents, tax_cents, spent_cents, shipping_address, billing_address, ordered_at,
      owner_id)
    select ${permuted('s.n', 1000, 9000)}, a.customer_id,
      ${weighted('s.i', 24, [
        ['Delivered', 8],
        ['Dispatched', 4],
        ['Out for Delivery', 4],
        ['Ready to Pickup', 4],
      ])},
      ${weighted('s.i', 25, [
        [1, 12],
        [2, 4],
        [3, 2],
        [4, 2],
      ])},
      ${pick(['paypalLogo', 'mastercard'], rnd('s.i', 26, 2))},
      1000 + ${rnd('s.i', 27, 9000)},
      s.ship, ${pick([0, 500, 800, 1000], rnd('s.i', 28, 4))}, 0, 0, s.ship,
      ${ADDRESS_JSON}, ${ADDRESS_JSON},
      ${spreadTime('s.i', size.orders, 365, 29)},
      own.ids[1 + (s.i * 7) % greatest(cardinality(own.ids), 1)]
    from (
      select g.i, g.i + k.skip as n,
        ${baseId('customers', size.customers)} + 1 + ${rnd('g.i', 20, size.customers)} as customer_id,
        ${pick([0, 999, 1999], rnd('g.i', 30, 3))} as ship
      from generate_series(1, ${size.orders}) as g(i)
        cross join ${skipPast('order_number', 'orders', 1000, 9000)} as k(skip) offset 0
    ) s
    join customer_addresses a on a.customer_id = s.customer_id and a.kind = 'shipping'
    cross join (select array_agg(id order by id) as ids from users) own
    order by s.i`),
  );

  const step = Math.max(1, Math.floor(size.products / 3));
  await tx.execute(
    sql.raw(`
    insert into order_items (order_id, product_id, product_name, sku, unit_price_cents, qty)
    select ${baseId('orders', size.orders)} + s.i, p.id, p.name, p.sku, coalesce(p.discounted_price_cents, p.price_cents),
      1 + ${rnd('s.i * 4 + s.k', 32, 3)}
    from (
      select g.i, k.k, ${baseId('products', size.products)} + 1 + (${rnd('g.i', 31, size.products)} + (k.k - 1) * ${step}) % ${size.products} as pid
      from generate_series(1, ${size.orders}) as g(i) cross join generate_series(1, 3) as k(k)
      where k.k <= 1 + ${rnd('g.i', 33, Math.min(3, size.products))}
      offset 0
    ) s
    join products p on p.id = s.pid
    order by s.i, s.k`),
  );

  await tx.execute(
    sql.raw(`
    insert into order_events (order_id, kind, status, note, created_at)
    select o.id, e.kind, case when e.kind = 'status' then o.status end,
      case when e.kind = 'placed' then 'Order placed by the customer' else '' end,
      case when e.kind = 'placed' then o.ordered_at
        else least(o.ordered_at + (1 + ${rnd('o.id', 34, 72)}) * interval '1 hour', ${ANCHOR}) end
    from orders o cross join unnest(ARRAY['placed', 'status']) with ordinality as e(kind, n)
    where o.id > ${baseId('orders', size.orders)}
    order by o.id, e.n`),
  );
  await refreshAllOrderTotals(tx);
}
