import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { ANCHOR, baseId, permuted, pick, rnd, skipPast, spreadTime, weighted } from './ecommerce-sql.ts';

/** An order keeps a copy of the customer's address as it was when ordering. */
const ADDRESS_JSON = `jsonb_build_object('fullName', a.full_name, 'line1', a.line1, 'line2', a.line2,
  'city', a.city, 'state', a.state, 'postalCode', a.postal_code, 'country', a.country)`;

export type OrderSeedSize = { orders: number; customers: number; products: number };

/** The working tables of one shop seed: temporary (this session's only, never written to the WAL). */
const LINES = 'seed_order_lines';
const TOTALS = 'seed_order_totals';

/**
 * The new customers' order counts and amounts spent, by customer number k (1 to `customers`): what
 * refreshCustomerTotals computes, read from the staged orders (stageOrders) so that seedCustomers
 * writes them with the customers.
 */
export const STAGED_CUSTOMER_TOTALS = `(select customer_k as k, count(*)::int as n, sum(spent)::bigint as t
  from ${TOTALS} group by 1)`;

/**
 * Draws the orders before any is written: order i's customer (by number k), its 1 to 3 distinct
 * products at their (discounted) price, and its subtotal, tax and amount spent, the sums
 * refreshOrderTotals computes. Orders and customers are then inserted with their totals instead of
 * updated afterwards: at a million orders those updates wrote 1.6 million more row versions, then
 * VACUUM went through them. The products must be there; dropOrderStage removes the tables.
 */
export async function stageOrders(tx: Queryable, size: OrderSeedSize): Promise<void> {
  await dropOrderStage(tx);
  const step = Math.max(1, Math.floor(size.products / 3));
  await tx.execute(
    sql.raw(`
    create temporary table ${LINES} as
    select s.i, s.k, p.id as product_id, p.name as product_name, p.sku,
      coalesce(p.discounted_price_cents, p.price_cents) as unit_price_cents,
      1 + ${rnd('s.i * 4 + s.k', 32, 3)} as qty
    from (
      select g.i, k.k, ${baseId('products', size.products)} + 1 + (${rnd('g.i', 31, size.products)} + (k.k - 1) * ${step}) % ${size.products} as pid
      from generate_series(1, ${size.orders}) as g(i) cross join generate_series(1, 3) as k(k)
      where k.k <= 1 + ${rnd('g.i', 33, Math.min(3, size.products))}
      offset 0
    ) s
    join products p on p.id = s.pid`),
  );
  await tx.execute(
    sql.raw(`
    create temporary table ${TOTALS} as
    select s.i, s.customer_k, s.ship, s.tax_rate_bp, s.sub, s.tax, s.sub + s.ship + s.tax as spent
    from (
      select r.*, round(r.sub * r.tax_rate_bp / 10000.0)::int as tax
      from (
        select g.i, 1 + ${rnd('g.i', 20, size.customers)} as customer_k,
          ${pick([0, 999, 1999], rnd('g.i', 30, 3))} as ship,
          ${pick([0, 500, 800, 1000], rnd('g.i', 28, 4))} as tax_rate_bp,
          coalesce(l.sub, 0) as sub
        from generate_series(1, ${size.orders}) as g(i)
        left join (select i, sum(unit_price_cents::bigint * qty)::int as sub from ${LINES} group by i) l on l.i = g.i
        offset 0
      ) r
    ) s`),
  );
}

export async function dropOrderStage(tx: Queryable): Promise<void> {
  await tx.execute(sql.raw(`drop table if exists ${LINES}, ${TOTALS}`));
}

/**
 * The staged orders (stageOrders), each owned by one of the users in turn (none when there are no
 * users yet), with their totals; then their items, and a timeline of "placed" then the current status.
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
      s.ship, s.tax_rate_bp, s.sub, s.tax, s.spent,
      ${ADDRESS_JSON}, ${ADDRESS_JSON},
      ${spreadTime('s.i', size.orders, 365, 29)},
      own.ids[1 + (s.i * 7) % greatest(cardinality(own.ids), 1)]
    from (
      select t.*, t.i + k.skip as n, ${baseId('customers', size.customers)} + t.customer_k as customer_id
      from ${TOTALS} t
        cross join ${skipPast('order_number', 'orders', 1000, 9000)} as k(skip) offset 0
    ) s
    join customer_addresses a on a.customer_id = s.customer_id and a.kind = 'shipping'
    cross join (select array_agg(id order by id) as ids from users) own
    order by s.i`),
  );

  await tx.execute(
    sql.raw(`
    insert into order_items (order_id, product_id, product_name, sku, unit_price_cents, qty)
    select ${baseId('orders', size.orders)} + l.i, l.product_id, l.product_name, l.sku, l.unit_price_cents, l.qty
    from ${LINES} l
    order by l.i, l.k`),
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
}
