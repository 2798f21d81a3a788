import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

const idFilter = (column: string, ids: number[] | null): SQL =>
  ids === null
    ? sql``
    : sql`where ${sql.raw(column)} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/**
 * Recomputes the orders' subtotal (sum of their items), tax (subtotal × the order's rate) and spent
 * (subtotal + shipping + tax) — every order when `ids` is null. The table's check constraint refuses
 * any write that breaks spent = subtotal + shipping + tax.
 */
export async function refreshOrderTotals(db: Queryable, ids: number[] | null): Promise<void> {
  if (ids?.length === 0) return;
  await db.execute(sql`
    update orders o set
      subtotal_cents = s.sub,
      tax_cents = round(s.sub * o.tax_rate_bp / 10000.0)::int,
      spent_cents = s.sub + o.shipping_cents + round(s.sub * o.tax_rate_bp / 10000.0)::int
    from (
      select o2.id, coalesce(sum(i.unit_price_cents::bigint * i.qty), 0)::int as sub
      from orders o2 left join order_items i on i.order_id = o2.id
      ${idFilter('o2.id', ids)}
      group by o2.id
    ) s
    where o.id = s.id`);
}

/** Recomputes the customers' order count and total spent from their orders (all when `ids` is null). */
export async function refreshCustomerTotals(db: Queryable, ids: number[] | null): Promise<void> {
  if (ids?.length === 0) return;
  await db.execute(sql`
    update customers c set order_count = s.n, total_spent_cents = s.t
    from (
      select c2.id, count(o.id)::int as n, coalesce(sum(o.spent_cents), 0)::bigint as t
      from customers c2 left join orders o on o.customer_id = c2.id
      ${idFilter('c2.id', ids)}
      group by c2.id
    ) s
    where c.id = s.id and (c.order_count <> s.n or c.total_spent_cents <> s.t)`);
}
