import { DATATABLE_LIMIT } from '@app/contracts/datatable';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** One order line of a recent order, with its product, its buyer and its order's payment. */
export type SalesLineRow = {
  id: number;
  order_id: number;
  ordered_at: Date | string;
  payment: number;
  spent_cents: number;
  shipping_cents: number;
  product_id: number;
  product_name: string;
  brand: string;
  category: string;
  price_cents: number;
  image: string | null;
  description: string;
  buyer_name: string;
  buyer_avatar: string | null;
  rating: string | number | null;
};

/**
 * The lines of the most recent orders, newest first, at most 50. The newest 50 orders come from a
 * backward walk of `orders_ordered_at_idx` (ordered_at, id) that stops after 50 rows; their lines come
 * from `order_items_order_idx`, products, categories and customers by primary key, and each product's
 * rating from its reviews by `reviews_product_idx`. Nothing reads the whole orders table, so the cost
 * stays the same at a million orders (docs/ui-kit.md, Tables).
 */
export async function selectRecentSalesLines(db: Queryable): Promise<SalesLineRow[]> {
  const result = await db.execute(sql`
    with recent as (
      select o.id, o.customer_id, o.payment, o.spent_cents, o.shipping_cents, o.ordered_at
      from orders o
      order by o.ordered_at desc, o.id desc
      limit ${DATATABLE_LIMIT}
    ), lines as (
      select i.id, i.product_id, r.id as order_id, r.customer_id, r.payment, r.spent_cents,
        r.shipping_cents, r.ordered_at
      from recent r
      join order_items i on i.order_id = r.id
      where i.product_id is not null
      order by r.ordered_at desc, r.id desc, i.id
      limit ${DATATABLE_LIMIT}
    )
    select l.id, l.order_id, l.ordered_at, l.payment, l.spent_cents, l.shipping_cents,
      p.id as product_id, p.name as product_name, p.brand, c.name as category, p.price_cents, p.image,
      p.description, cu.name as buyer_name, cu.avatar as buyer_avatar,
      (select round(avg(rv.rating)::numeric, 1) from reviews rv
        where rv.product_id = p.id and rv.status = 'Published') as rating
    from lines l
    join products p on p.id = l.product_id
    join categories c on c.id = p.category_id
    join customers cu on cu.id = l.customer_id
    order by l.ordered_at desc, l.order_id desc, l.id
  `);
  return (result as unknown as { rows: SalesLineRow[] }).rows;
}
