import {
  ECOMMERCE_REVENUE_MONTHS,
  ECOMMERCE_TOP_PRODUCTS,
  type EcommerceDashboardAnswer,
  orderStatuses,
} from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

type Answer = EcommerceDashboardAnswer;

/**
 * Every figure is read from the summary tables that triggers keep equal to the raw aggregates
 * (migration 0008, docs/decisions/012-dashboard-summaries.md): a few thousand rows at most, whatever
 * the number of orders. Revenue counts paid orders only (payment code 1); see docs/ecommerce.md.
 */
const PAID = sql.raw('payment = 1');

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export async function shopTotals(db: Queryable): Promise<Answer['totals']> {
  const [row] = await rowsOf<Record<string, string | number>>(
    db,
    sql`select o.revenue, o.paid, o.orders,
      (select row_count from table_row_counts where table_name = 'customers') as customers,
      (select row_count from table_row_counts where table_name = 'products') as products
      from (select coalesce(sum(spent_cents) filter (where ${PAID}), 0) as revenue,
        coalesce(sum(orders) filter (where ${PAID}), 0) as paid, coalesce(sum(orders), 0) as orders
        from order_day_summary) o`,
  );
  const revenue = Number(row.revenue);
  const paid = Number(row.paid);
  return {
    revenue: revenue / 100,
    orders: Number(row.orders),
    customers: Number(row.customers ?? 0),
    products: Number(row.products ?? 0),
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
        select date_trunc('month', day) as month,
          sum(spent_cents) filter (where ${PAID}) as revenue, sum(orders) as orders
        from order_day_summary where day >= ${since}::date
        group by 1
      ) o on o.month = m.month
      order by m.month`,
  );
  return rows.map((r) => ({ month: r.month, revenue: Number(r.revenue) / 100, orders: Number(r.orders) }));
}

export async function ordersByStatus(db: Queryable): Promise<Answer['ordersByStatus']> {
  const rows = await rowsOf<{ status: string; count: string | number }>(
    db,
    sql`select status, sum(orders) as count from order_day_summary group by status`,
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
    // The five winners from the summary's (revenue desc, product) index, then their names.
    sql`select p.id, p.name, c.name as category, p.image, t.units, t.revenue_cents as revenue
      from (
        select product_id, units, revenue_cents from product_sales_summary
        order by revenue_cents desc, product_id
        limit ${ECOMMERCE_TOP_PRODUCTS}
      ) t
      join products p on p.id = t.product_id
      join categories c on c.id = p.category_id
      order by t.revenue_cents desc, p.id`,
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
    sql`select country, country_code as code, sum(orders) as orders,
        coalesce(sum(spent_cents) filter (where ${PAID}), 0) as revenue
      from order_country_day_summary
      group by country, country_code
      order by revenue desc, country`,
  );
  return rows.map((r) => ({
    country: r.country,
    countryCode: r.code,
    orders: Number(r.orders),
    revenue: Number(r.revenue) / 100,
  }));
}

/** Recomputes every summary table from the raw tables (after a bulk load with the triggers off). */
export async function rebuildSummaries(db: Queryable): Promise<void> {
  await db.execute(sql`select rebuild_dashboard_summaries()`);
}

/** Switches the summary triggers off for a bulk load, or on again (then call rebuildSummaries). */
export async function setSummaryTriggers(db: Queryable, enabled: boolean): Promise<void> {
  await db.execute(sql`select set_dashboard_summary_triggers(${enabled})`);
}
