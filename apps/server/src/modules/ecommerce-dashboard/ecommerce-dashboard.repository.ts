import {
  ECOMMERCE_REVENUE_MONTHS,
  ECOMMERCE_TOP_PRODUCTS,
  type EcommerceDashboardAnswer,
  orderStatuses,
} from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { periodRows } from '../../lib/summary-period.ts';

type Answer = EcommerceDashboardAnswer;

/**
 * Every figure is read from the summary tables that triggers keep equal to the raw aggregates
 * (migrations 0008 and 0030, docs/decisions/012-dashboard-summaries.md): a period's whole months from
 * the per-month rows, its partial months at the edges from the per-day rows (`periodRows`), so a
 * year costs a few hundred rows whatever the number of orders, in one statement (one round trip, one
 * snapshot). Revenue counts paid orders only (payment code 1); see docs/ecommerce.md.
 */
const PAID = sql.raw('payment = 1');
const MONTH_NOW = sql`date_trunc('month', now() at time zone 'UTC')`;

type Period = { from: string; to: string };
type Sums = { revenue: number; paid: number; orders: number };
type Figures = {
  totals: Sums;
  before: Sums;
  counts: Record<string, number> | null;
  statuses: { status: string; count: number }[] | null;
  months: { month: string; revenue: number; orders: number }[];
  top:
    | { id: number; name: string; category: string; image: string | null; units: number; revenue: number }[]
    | null;
  countries: { country: string; code: string; orders: number; revenue: number; previous: number }[] | null;
};

export type ShopFigures = Omit<Answer, 'recentOrders' | 'period' | 'previousPeriod'>;

const averageOf = (s: Sums) => {
  const paid = Number(s.paid);
  return paid === 0 ? 0 : Math.round(Number(s.revenue) / paid) / 100;
};

/** The reader's reach on the products (decision 015): null none, `reach` undefined every one. */
export type ProductScope = { reach?: SQL } | null;

const TOP_ROW = sql.raw(`json_build_object('id', p.id, 'name', p.name, 'category', c.name, 'image', p.image,
  'units', t.units, 'revenue', t.revenue_cents) order by t.revenue_cents desc, p.id`);

/**
 * The top products: the five winners from the summary's (revenue desc, product) index, then their
 * names; for a reader limited to some products, the five best of those (null: none).
 */
function topProductsOf(scope: ProductScope): SQL {
  if (!scope) return sql`null::json`;
  if (!scope.reach) {
    return sql`(select json_agg(${TOP_ROW})
      from (select product_id, units, revenue_cents from product_sales_summary
            order by revenue_cents desc, product_id limit ${ECOMMERCE_TOP_PRODUCTS}) t
      join products p on p.id = t.product_id
      join categories c on c.id = p.category_id)`;
  }
  return sql`(select json_agg(${TOP_ROW})
    from (select s.product_id, s.units, s.revenue_cents from product_sales_summary s
          join products on products.id = s.product_id where ${scope.reach}
          order by s.revenue_cents desc, s.product_id limit ${ECOMMERCE_TOP_PRODUCTS}) t
    join products p on p.id = t.product_id
    join categories c on c.id = p.category_id)`;
}

/** The figures of `p` (and of `before`, the previous period, where a card compares). */
export async function shopFigures(
  db: Queryable,
  p: Period,
  before: Period,
  products: ProductScope = {},
): Promise<ShopFigures> {
  const since = sql`(${MONTH_NOW} - make_interval(months => ${ECOMMERCE_REVENUE_MONTHS - 1}))`;
  const columns = ['status', 'payment', 'orders', 'spent_cents'];
  const countryColumns = ['country', 'country_code', 'payment', 'orders', 'spent_cents'];
  const result = (await db.execute(sql`
    with by_status as (
      select status, payment, sum(orders) as orders, sum(spent_cents::float8) as spent
      from ${periodRows(p, 'order', columns)} r group by status, payment
    )
    select
      (select json_build_object(
          'revenue', coalesce(sum(spent) filter (where ${PAID}), 0),
          'paid', coalesce(sum(orders) filter (where ${PAID}), 0),
          'orders', coalesce(sum(orders), 0))
        from by_status) as totals,
      (select json_build_object(
          'revenue', coalesce(sum(spent_cents::float8) filter (where ${PAID}), 0),
          'paid', coalesce(sum(orders) filter (where ${PAID}), 0),
          'orders', coalesce(sum(orders), 0))
        from ${periodRows(before, 'order', columns)} r) as before,
      (select json_object_agg(table_name, row_count) from table_row_counts) as counts,
      (select json_agg(json_build_object('status', status, 'count', n))
        from (select status, sum(orders) as n from by_status group by status) s) as statuses,
      (select json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'),
          'revenue', coalesce(o.revenue, 0), 'orders', coalesce(o.orders, 0)) order by m.month)
        from generate_series(${since}, ${MONTH_NOW}, interval '1 month') as m(month)
        left join (
          select month, sum(spent_cents::float8) filter (where ${PAID}) as revenue, sum(orders) as orders
          from order_month_summary where month >= ${since}::date
          group by 1
        ) o on o.month = m.month) as months,
      ${topProductsOf(products)} as top,
      (select json_agg(json_build_object('country', country, 'code', country_code, 'orders', orders,
          'revenue', revenue, 'previous', previous) order by revenue desc, country)
        from (select country, country_code, coalesce(sum(orders) filter (where current), 0) as orders,
                coalesce(sum(spent_cents::float8) filter (where ${PAID} and current), 0) as revenue,
                coalesce(sum(spent_cents::float8) filter (where ${PAID} and not current), 0) as previous
              from (select true as current, * from ${periodRows(p, 'order_country', countryColumns)} c
                    union all
                    select false, * from ${periodRows(before, 'order_country', countryColumns)} b) r
              group by country, country_code) x where orders > 0) as countries`)) as {
    rows: Figures[];
  };
  const f = result.rows[0];
  return {
    totals: {
      revenue: Number(f.totals.revenue) / 100,
      orders: Number(f.totals.orders),
      customers: Number(f.counts?.customers ?? 0),
      products: Number(f.counts?.products ?? 0),
      averageOrderValue: averageOf(f.totals),
    },
    previous: {
      revenue: Number(f.before.revenue) / 100,
      orders: Number(f.before.orders),
      averageOrderValue: averageOf(f.before),
    },
    revenueByMonth: f.months.map((m) => ({
      month: m.month,
      revenue: Number(m.revenue) / 100,
      orders: Number(m.orders),
    })),
    ordersByStatus: orderStatuses.map((status) => ({
      status,
      count: Number(f.statuses?.find((r) => r.status === status)?.count ?? 0),
    })),
    topProducts:
      products &&
      (f.top ?? []).map((r) => ({
        id: Number(r.id),
        productName: r.name,
        category: r.category,
        image: r.image,
        unitsSold: Number(r.units),
        revenue: Number(r.revenue) / 100,
      })),
    salesByCountry: (f.countries ?? []).map((r) => ({
      country: r.country,
      countryCode: r.code,
      orders: Number(r.orders),
      revenue: Number(r.revenue) / 100,
      previousRevenue: Number(r.previous) / 100,
    })),
  };
}

/** Recomputes every summary table from the raw tables (after a bulk load with the triggers off). */
export async function rebuildSummaries(db: Queryable): Promise<void> {
  await db.execute(sql`select rebuild_dashboard_summaries()`);
}

/** Switches the summary triggers off for a bulk load, or on again (then call rebuildSummaries). */
export async function setSummaryTriggers(db: Queryable, enabled: boolean): Promise<void> {
  await db.execute(sql`select set_dashboard_summary_triggers(${enabled})`);
}
