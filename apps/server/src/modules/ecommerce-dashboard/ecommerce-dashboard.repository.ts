import {
  ECOMMERCE_REVENUE_MONTHS,
  ECOMMERCE_TOP_PRODUCTS,
  type EcommerceDashboardAnswer,
  orderStatuses,
} from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

type Answer = EcommerceDashboardAnswer;

/** Revenue counts paid orders only (payment code 1); see docs/ecommerce.md. */
const PAID = sql.raw('payment = 1');

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export async function shopTotals(db: Queryable): Promise<Answer['totals']> {
  const [row] = await rowsOf<Record<string, string | number>>(
    db,
    sql`select o.revenue, o.paid, o.orders,
      (select count(*) from customers) as customers,
      (select count(*) from products) as products
      from (select coalesce(sum(spent_cents) filter (where ${PAID}), 0) as revenue,
        count(*) filter (where ${PAID}) as paid, count(*) as orders from orders) o`,
  );
  const revenue = Number(row.revenue);
  const paid = Number(row.paid);
  return {
    revenue: revenue / 100,
    orders: Number(row.orders),
    customers: Number(row.customers),
    products: Number(row.products),
    averageOrderValue: paid === 0 ? 0 : Math.round(revenue / paid) / 100,
  };
}

/** Paid revenue and orders placed per UTC month, oldest first, empty months included. */
export async function revenueByMonth(db: Queryable): Promise<Answer['revenueByMonth']> {
  const since = sql`(date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${ECOMMERCE_REVENUE_MONTHS - 1}))`;
  const rows = await rowsOf<{ month: string; revenue: string | number; orders: string | number }>(
    db,
    sql`select to_char(m.month, 'YYYY-MM') as month, coalesce(o.revenue, 0) as revenue, coalesce(o.orders, 0) as orders
      from generate_series(${since}, date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m(month)
      left join (
        select date_trunc('month', ordered_at at time zone 'UTC') as month,
          sum(spent_cents) filter (where ${PAID}) as revenue, count(*) as orders
        from orders where ordered_at >= ${since} at time zone 'UTC'
        group by 1
      ) o on o.month = m.month
      order by m.month`,
  );
  return rows.map((r) => ({ month: r.month, revenue: Number(r.revenue) / 100, orders: Number(r.orders) }));
}

export async function ordersByStatus(db: Queryable): Promise<Answer['ordersByStatus']> {
  const rows = await rowsOf<{ status: string; count: string | number }>(
    db,
    sql`select status, count(*) as count from orders group by status`,
  );
  return orderStatuses.map((status) => ({
    status,
    count: Number(rows.find((r) => r.status === status)?.count ?? 0),
  }));
}

/** The products with the most paid revenue (products deleted since are left out). */
export async function topProducts(db: Queryable): Promise<Answer['topProducts']> {
  const rows = await rowsOf<{
    id: number;
    name: string;
    category: string;
    image: string | null;
    units: string | number;
    revenue: string | number;
  }>(
    db,
    // Sums per product first, then looks up only the five winners.
    sql`select p.id, p.name, c.name as category, p.image, t.units, t.revenue
      from (
        select i.product_id, sum(i.qty) as units, sum(i.unit_price_cents::bigint * i.qty) as revenue
        from order_items i join orders o on o.id = i.order_id and o.${PAID}
        where i.product_id is not null
        group by i.product_id
        order by revenue desc, i.product_id
        limit ${ECOMMERCE_TOP_PRODUCTS}
      ) t
      join products p on p.id = t.product_id
      join categories c on c.id = p.category_id
      order by t.revenue desc, p.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    productName: r.name,
    category: r.category,
    image: r.image,
    unitsSold: Number(r.units),
    revenue: Number(r.revenue) / 100,
  }));
}

export async function salesByCountry(db: Queryable): Promise<Answer['salesByCountry']> {
  const rows = await rowsOf<{
    country: string;
    code: string;
    orders: string | number;
    revenue: string | number;
  }>(
    db,
    sql`select c.country, c.country_code as code, count(*) as orders,
        coalesce(sum(o.spent_cents) filter (where o.${PAID}), 0) as revenue
      from orders o join customers c on c.id = o.customer_id
      group by c.country, c.country_code
      order by revenue desc, c.country`,
  );
  return rows.map((r) => ({
    country: r.country,
    countryCode: r.code,
    orders: Number(r.orders),
    revenue: Number(r.revenue) / 100,
  }));
}
