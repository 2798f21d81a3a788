import type { DelayReason, DeliveryFigures, VehicleWarning } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** A period of whole UTC days, both ends included. */
export type Period = { from: string; to: string };

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `column` falls in the period: a range on the index, never a function of the column. */
const within = (column: string, p: Period) =>
  sql`${sql.raw(column)} >= (${p.from}::date)::timestamp at time zone 'UTC' and ${sql.raw(column)} < (${p.to}::date + 1)::timestamp at time zone 'UTC'`;

export async function vehicleOverview(db: Queryable) {
  const [totals] = await rows<{
    total: number;
    waiting: number;
    on_the_way: number;
    arrived: number;
    warned: number;
  }>(
    db,
    sql`select count(*)::int as total,
      count(*) filter (where progress = 0)::int as waiting,
      count(*) filter (where progress between 1 and 99)::int as on_the_way,
      count(*) filter (where progress = 100)::int as arrived,
      count(*) filter (where warnings <> 'No Warnings')::int as warned
    from vehicles`,
  );
  const byWarning = await rows<{ warnings: VehicleWarning; vehicles: number }>(
    db,
    sql`select warnings, count(*)::int as vehicles from vehicles group by warnings order by vehicles desc, warnings`,
  );
  return {
    total: totals.total,
    waiting: totals.waiting,
    onTheWay: totals.on_the_way,
    arrived: totals.arrived,
    withWarnings: totals.warned,
    byWarning,
  };
}

/** Shipped in the period, and the deliveries made in it: on time, late, and how long they took. */
export async function deliveryFigures(db: Queryable, p: Period): Promise<DeliveryFigures> {
  const [shipped] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from shipments where ${within('shipped_at', p)}`,
  );
  const [d] = await rows<{ delivered: number; on_time: number; delayed: number; hours: number | null }>(
    db,
    sql`select count(*)::int as delivered,
      count(*) filter (where delivered_at <= expected_at)::int as on_time,
      count(*) filter (where delivered_at > expected_at)::int as delayed,
      round((avg(extract(epoch from delivered_at - shipped_at)) / 3600)::numeric, 1)::float8 as hours
    from shipments where delivered_at is not null and ${within('delivered_at', p)}`,
  );
  return {
    shipments: shipped.n,
    delivered: d.delivered,
    onTime: d.on_time,
    delayed: d.delayed,
    averageDeliveryHours: d.hours === null ? null : Number(d.hours),
  };
}

/** Shipped and delivered per bucket ('YYYY-MM-DD' or 'YYYY-MM'), UTC, only buckets that have some. */
export async function shipmentsByBucket(db: Queryable, p: Period, bucket: 'day' | 'month') {
  const format = bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const key = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', '${format}')`);
  const shipped = await rows<{ key: string; n: number }>(
    db,
    sql`select ${key('shipped_at')} as key, count(*)::int as n from shipments where ${within('shipped_at', p)} group by 1`,
  );
  const delivered = await rows<{ key: string; n: number }>(
    db,
    sql`select ${key('delivered_at')} as key, count(*)::int as n from shipments
      where delivered_at is not null and ${within('delivered_at', p)} group by 1`,
  );
  return { shipped, delivered };
}

export function delayReasons(db: Queryable, p: Period) {
  return rows<{ reason: DelayReason; deliveries: number }>(
    db,
    sql`select delay_reason as reason, count(*)::int as deliveries from shipments
      where delivered_at is not null and delivered_at > expected_at and ${within('delivered_at', p)}
      group by delay_reason order by deliveries desc, reason`,
  );
}

export function shipmentsByCountry(db: Queryable, p: Period) {
  return rows<{ country: string; country_code: string; shipments: number; delivered: number }>(
    db,
    sql`select destination_country as country, destination_code as country_code, count(*)::int as shipments,
      count(*) filter (where delivered_at is not null)::int as delivered
    from shipments where ${within('shipped_at', p)}
    group by destination_country, destination_code order by shipments desc, country`,
  );
}
