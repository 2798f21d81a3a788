import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './helper.ts';

/**
 * The oracle of the dashboards' summary tables (migrations 0008, 0019 and 0030): each table next to the same
 * aggregate written again here straight over the raw tables, both as sorted lines of text.
 */
const PAIRS: Record<string, { summary: SQL; raw: SQL }> = {
  order_day_summary: {
    summary: sql`select concat_ws('|', day, status, payment, orders, spent_cents) as r from order_day_summary`,
    raw: sql`select concat_ws('|', (ordered_at at time zone 'UTC')::date, status, payment, count(*), sum(spent_cents)) as r
      from orders group by (ordered_at at time zone 'UTC')::date, status, payment`,
  },
  order_country_day_summary: {
    summary: sql`select concat_ws('|', day, country, country_code, payment, orders, spent_cents) as r
      from order_country_day_summary`,
    raw: sql`select concat_ws('|', (o.ordered_at at time zone 'UTC')::date, c.country, c.country_code, o.payment,
        count(*), sum(o.spent_cents)) as r
      from orders o join customers c on c.id = o.customer_id
      group by (o.ordered_at at time zone 'UTC')::date, c.country, c.country_code, o.payment`,
  },
  order_month_summary: {
    summary: sql`select concat_ws('|', month, status, payment, orders, spent_cents) as r from order_month_summary`,
    raw: sql`select concat_ws('|', to_char(ordered_at at time zone 'UTC', 'YYYY-MM-01'), status, payment, count(*),
        sum(spent_cents)) as r
      from orders group by to_char(ordered_at at time zone 'UTC', 'YYYY-MM-01'), status, payment`,
  },
  order_country_month_summary: {
    summary: sql`select concat_ws('|', month, country, country_code, payment, orders, spent_cents) as r
      from order_country_month_summary`,
    raw: sql`select concat_ws('|', to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM-01'), c.country, c.country_code,
        o.payment, count(*), sum(o.spent_cents)) as r
      from orders o join customers c on c.id = o.customer_id
      group by to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM-01'), c.country, c.country_code, o.payment`,
  },
  product_sales_summary: {
    summary: sql`select concat_ws('|', product_id, units, revenue_cents) as r from product_sales_summary`,
    raw: sql`select concat_ws('|', i.product_id, sum(i.qty), sum(i.qty::bigint * i.unit_price_cents)) as r
      from order_items i join orders o on o.id = i.order_id
      where o.payment = 1 and i.product_id is not null group by i.product_id`,
  },
  table_row_counts: {
    summary: sql`select concat_ws('|', table_name, row_count) as r from table_row_counts`,
    raw: sql`select concat_ws('|', 'customers', (select count(*) from customers)) as r
      union all select concat_ws('|', 'products', (select count(*) from products))`,
  },
  user_count_summary: {
    summary: sql`select concat_ws('|', role_id, status, current_plan, users) as r from user_count_summary`,
    raw: sql`select concat_ws('|', role_id, status, current_plan, count(*)) as r
      from users group by role_id, status, current_plan`,
  },
  user_signup_day_summary: {
    summary: sql`select concat_ws('|', day, users) as r from user_signup_day_summary`,
    raw: sql`select concat_ws('|', (created_at at time zone 'UTC')::date, count(*)) as r
      from users group by (created_at at time zone 'UTC')::date`,
  },
  user_signup_month_summary: {
    summary: sql`select concat_ws('|', month, users) as r from user_signup_month_summary`,
    raw: sql`select concat_ws('|', to_char(created_at at time zone 'UTC', 'YYYY-MM-01'), count(*)) as r
      from users group by to_char(created_at at time zone 'UTC', 'YYYY-MM-01')`,
  },
};

async function lines(t: TestApp, query: SQL): Promise<string[]> {
  const result = (await t.app.db.execute(query)) as { rows: { r: string }[] };
  return result.rows.map((row) => row.r).sort();
}

/** Every summary row equals the raw aggregate, and no row is missing or extra. */
export async function expectSummariesMatch(t: TestApp, step = ''): Promise<void> {
  for (const [table, { summary, raw }] of Object.entries(PAIRS)) {
    expect(await lines(t, summary), `${table} ${step}`).toEqual(await lines(t, raw));
  }
}

/** The summaries hold something, so a match is not two empty lists. */
export async function summaryRowCount(t: TestApp): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select (select count(*) from order_day_summary) + (select count(*) from order_country_day_summary)
      + (select count(*) from product_sales_summary) + (select count(*) from order_month_summary)
      + (select count(*) from order_country_month_summary) as n`,
  )) as { rows: { n: number | string }[] };
  return Number(result.rows[0].n);
}
