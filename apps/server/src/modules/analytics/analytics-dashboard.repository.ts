import {
  type AnalyticsDashboardAnswer,
  type AnalyticsDashboardQuery,
  resolveDashboardRange,
} from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { periodRows } from '../../lib/summary-period.ts';

const TOP = 10;

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

type Totals = AnalyticsDashboardAnswer['totals'];

const conversion = (orders: number, visits: number) =>
  visits ? Math.round((orders * 1000) / visits) / 10 : 0;

async function totalsOf(db: Queryable, start: string, end: string): Promise<Totals> {
  const [row] = await rowsOf<{ visits: number; page_views: number; sign_ups: number; orders: number }>(
    db,
    sql`select
      coalesce(sum(count) filter (where metric = 'visit'), 0)::int as visits,
      coalesce(sum(count) filter (where metric = 'page_view'), 0)::int as page_views,
      coalesce(sum(count) filter (where metric = 'sign_up'), 0)::int as sign_ups,
      (select coalesce(sum(orders), 0)::int from ${periodRows({ from: start, to: end }, 'order', ['orders'])} o) as orders
    from analytics_daily where metric in ('visit', 'page_view', 'sign_up') and key = '' and day between ${start} and ${end}`,
  );
  return {
    visits: row.visits,
    pageViews: row.page_views,
    signUps: row.sign_ups,
    orders: row.orders,
    conversion: conversion(row.orders, row.visits),
  };
}

const keyed = (db: Queryable, metric: string, start: string, end: string, limit: number) =>
  rowsOf<{ key: string; views: number }>(
    db,
    sql`select key, sum(count)::int as views from analytics_daily
      where metric = ${metric} and day between ${start} and ${end}
      group by key order by views desc, key limit ${limit}`,
  );

/** Every figure from the per-day summaries (analytics_daily, order_day_summary), never the raw events. */
export async function loadAnalyticsDashboard(
  db: Queryable,
  query: AnalyticsDashboardQuery,
  now = Date.now(),
): Promise<AnalyticsDashboardAnswer> {
  const { current: period, previous } = resolveDashboardRange(query, now);
  const { from: start, to: end } = period;
  const [totals, prev, daily, topPages, devices, sources] = [
    await totalsOf(db, start, end),
    await totalsOf(db, previous.from, previous.to),
    await rowsOf<{ day: string; visits: number; page_views: number; sign_ups: number; orders: number }>(
      db,
      sql`select to_char(g.day, 'YYYY-MM-DD') as day,
          coalesce(a.visits, 0)::int as visits, coalesce(a.page_views, 0)::int as page_views,
          coalesce(a.sign_ups, 0)::int as sign_ups, coalesce(o.orders, 0)::int as orders
        from generate_series(${start}::date, ${end}::date, interval '1 day') as g(day)
        left join (
          select day,
            sum(count) filter (where metric = 'visit') as visits,
            sum(count) filter (where metric = 'page_view') as page_views,
            sum(count) filter (where metric = 'sign_up') as sign_ups
          from analytics_daily where metric in ('visit', 'page_view', 'sign_up') and key = ''
            and day between ${start} and ${end} group by day
        ) a on a.day = g.day::date
        left join (
          select day, sum(orders) as orders from order_day_summary where day between ${start} and ${end} group by day
        ) o on o.day = g.day::date
        order by g.day`,
    ),
    await keyed(db, 'page', start, end, TOP),
    await keyed(db, 'device', start, end, TOP),
    await keyed(db, 'source', start, end, TOP),
  ];
  return {
    period,
    previousPeriod: previous,
    totals,
    previous: prev,
    daily: daily.map((d) => ({
      day: d.day,
      visits: d.visits,
      pageViews: d.page_views,
      signUps: d.sign_ups,
      orders: d.orders,
    })),
    topPages,
    devices,
    sources,
  };
}
