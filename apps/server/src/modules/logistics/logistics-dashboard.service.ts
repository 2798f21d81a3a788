import {
  daysBetween,
  type LogisticsDashboardAnswer,
  type LogisticsDashboardQuery,
  resolveDashboardRange,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import {
  delayReasons,
  deliveryFigures,
  type Period,
  shipmentsByBucket,
  shipmentsByCountry,
  vehicleOverview,
} from './logistics-dashboard.repository.ts';

const DAY = 86_400_000;
const MONTHLY_FROM_DAYS = 62;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The period asked for (30 days to today by default) and the period of the same length just before it. */
export function periodsOf(
  query: LogisticsDashboardQuery,
  today: string,
): { current: Period; previous: Period } {
  const { current, previous } = resolveDashboardRange(query, dayMs(today));
  return { current, previous };
}

/** Every bucket of the period, oldest first, so the chart has its empty days too. */
export function bucketsOf(p: Period, bucket: 'day' | 'month'): string[] {
  const keys: string[] = [];
  if (bucket === 'day') {
    for (let t = dayMs(p.from); t <= dayMs(p.to); t += DAY) keys.push(isoDay(t));
    return keys;
  }
  const [y0, m0] = p.from.split('-').map(Number);
  const [y1, m1] = p.to.split('-').map(Number);
  for (let i = y0 * 12 + m0 - 1; i <= y1 * 12 + m1 - 1; i += 1) {
    keys.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  return keys;
}

export async function loadLogisticsDashboard(
  db: Db,
  query: LogisticsDashboardQuery,
  now = new Date(),
): Promise<LogisticsDashboardAnswer> {
  const { current, previous } = periodsOf(query, now.toISOString().slice(0, 10));
  const bucket = daysBetween(current.from, current.to) + 1 > MONTHLY_FROM_DAYS ? 'month' : 'day';
  // One read-only, repeatable-read snapshot on one connection, so the cards agree; run one after the
  // other, not with Promise.all: seven queries per request on seven pool connections overflowed the
  // pool's queue at 16 concurrent dashboards (bench/dashboard-latency.ts answered 503s).
  const { overview, cur, prev, byBucket, reasons, countries, previousCountries } = await db.transaction(
    async (tx) => ({
      overview: await vehicleOverview(tx),
      cur: await deliveryFigures(tx, current),
      prev: await deliveryFigures(tx, previous),
      byBucket: await shipmentsByBucket(tx, current, bucket),
      reasons: await delayReasons(tx, current),
      countries: await shipmentsByCountry(tx, current),
      previousCountries: await shipmentsByCountry(tx, previous),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const shipped = new Map(byBucket.shipped.map((r) => [r.key, r.n]));
  const delivered = new Map(byBucket.delivered.map((r) => [r.key, r.n]));
  const before = new Map(previousCountries.map((c) => [c.country_code, c.shipments]));
  return {
    period: current,
    previousPeriod: previous,
    vehicleOverview: overview,
    current: cur,
    previous: prev,
    shipmentStatistics: {
      bucket,
      rows: bucketsOf(current, bucket).map((key) => ({
        key,
        shipped: shipped.get(key) ?? 0,
        delivered: delivered.get(key) ?? 0,
      })),
    },
    delayReasons: reasons,
    ordersByCountry: countries.map((c) => ({
      country: c.country,
      countryCode: c.country_code,
      shipments: c.shipments,
      delivered: c.delivered,
      previousShipments: before.get(c.country_code) ?? 0,
    })),
  };
}
