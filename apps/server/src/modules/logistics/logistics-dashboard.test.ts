import type { LogisticsDashboardAnswer } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { bucketsOf, periodsOf } from './logistics-dashboard.service.ts';

type Shipment = {
  code: string;
  country: string;
  shipped: number;
  expected: number;
  delivered: number | null;
  reason: string | null;
};
type Period = { from: string; to: string };
const url = '/api/apps/logistics/dashboard';
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const inside = (ms: number | null, p: Period) =>
  ms !== null && ms >= day(p.from) && ms < day(p.to) + 86_400_000;

/**
 * The dashboard recomputed in JavaScript from every raw row, independently of the SQL it is checked
 * against: the oracle of the test below.
 */
function expected(all: Shipment[], p: Period) {
  const shipped = all.filter((s) => inside(s.shipped, p));
  const delivered = all.filter((s) => inside(s.delivered, p));
  const late = delivered.filter((s) => (s.delivered as number) > s.expected);
  const hours = delivered.map((s) => ((s.delivered as number) - s.shipped) / 3_600_000);
  const reasons = new Map<string, number>();
  for (const s of late) reasons.set(s.reason as string, (reasons.get(s.reason as string) ?? 0) + 1);
  const countries = new Map<string, { shipments: number; delivered: number }>();
  for (const s of shipped) {
    const c = countries.get(s.code) ?? { shipments: 0, delivered: 0 };
    c.shipments += 1;
    if (s.delivered !== null) c.delivered += 1;
    countries.set(s.code, c);
  }
  return {
    figures: {
      shipments: shipped.length,
      delivered: delivered.length,
      onTime: delivered.length - late.length,
      delayed: late.length,
      averageDeliveryHours: hours.length
        ? Math.round((hours.reduce((a, b) => a + b, 0) / hours.length) * 10) / 10
        : null,
    },
    reasons: Object.fromEntries(reasons),
    countries: Object.fromEntries(countries),
    byDay: (key: string, kind: 'shipped' | 'delivered') =>
      (kind === 'shipped'
        ? shipped.map((s) => s.shipped)
        : delivered.map((s) => s.delivered as number)
      ).filter((ms) => new Date(ms).toISOString().startsWith(key)).length,
  };
}

describe('logistics dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rawShipments = async (): Promise<Shipment[]> => {
    const result = (await t.app.db.execute(
      sql`select destination_code as code, destination_country as country,
        (extract(epoch from shipped_at) * 1000)::float8 as shipped,
        (extract(epoch from expected_at) * 1000)::float8 as expected,
        (extract(epoch from delivered_at) * 1000)::float8 as delivered, delay_reason as reason from shipments`,
    )) as unknown as { rows: Shipment[] };
    return result.rows.map((r) => ({
      ...r,
      shipped: Number(r.shipped),
      expected: Number(r.expected),
      delivered: r.delivered === null ? null : Number(r.delivered),
    }));
  };

  async function expectEqualToRawRows(range: Period) {
    const answer = await getOk<LogisticsDashboardAnswer>(t, `${url}?from=${range.from}&to=${range.to}`);
    const all = await rawShipments();
    const now = expected(all, answer.period);
    const before = expected(all, answer.previousPeriod);
    expect(answer.period).toEqual(range);
    expect(answer.current).toEqual(now.figures);
    expect(answer.previous).toEqual(before.figures);
    expect(Object.fromEntries(answer.delayReasons.map((r) => [r.reason, r.deliveries]))).toEqual(now.reasons);
    expect(
      Object.fromEntries(
        answer.ordersByCountry.map((c) => [
          c.countryCode,
          { shipments: c.shipments, delivered: c.delivered },
        ]),
      ),
    ).toEqual(now.countries);
    for (const c of answer.ordersByCountry) {
      expect(c.previousShipments).toBe(before.countries[c.countryCode]?.shipments ?? 0);
    }
    for (const row of answer.shipmentStatistics.rows) {
      expect(row.shipped, row.key).toBe(now.byDay(row.key, 'shipped'));
      expect(row.delivered, row.key).toBe(now.byDay(row.key, 'delivered'));
    }
    const fleet = (
      (await t.app.db.execute(sql`select warnings, progress from vehicles`)) as unknown as {
        rows: { warnings: string; progress: number }[];
      }
    ).rows;
    expect(answer.vehicleOverview).toMatchObject({
      total: fleet.length,
      waiting: fleet.filter((v) => v.progress === 0).length,
      onTheWay: fleet.filter((v) => v.progress > 0 && v.progress < 100).length,
      arrived: fleet.filter((v) => v.progress === 100).length,
      withWarnings: fleet.filter((v) => v.warnings !== 'No Warnings').length,
    });
    return answer;
  }

  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  it('answers the last 30 days to today by default, compared with the 30 days before', async () => {
    const answer = await getOk<LogisticsDashboardAnswer>(t, url);
    expect(answer.period).toEqual({ from: daysAgo(29), to: today });
    expect(answer.previousPeriod).toEqual({ from: daysAgo(59), to: daysAgo(30) });
    expect(answer.shipmentStatistics.bucket).toBe('day');
    expect(answer.shipmentStatistics.rows).toHaveLength(30);
    expect(answer.current.shipments).toBeGreaterThan(0);
    expect(answer.current.delayed).toBeGreaterThan(0);
  });

  it('equals the aggregates of the raw rows for a month, a quarter (by month) and a single day', async () => {
    await expectEqualToRawRows({ from: daysAgo(30), to: daysAgo(1) });
    const quarter = await expectEqualToRawRows({ from: daysAgo(120), to: daysAgo(10) });
    expect(quarter.shipmentStatistics.bucket).toBe('month');
    await expectEqualToRawRows({ from: daysAgo(3), to: daysAgo(3) });
  });

  it('still equals them after a batch of writes: API edits of vehicles, new, delivered, late and removed shipments', async () => {
    await call(t, 'PATCH', '/api/apps/logistics/vehicles/1', { progress: 0, warnings: 'Fuel Problems' });
    await call(t, 'PATCH', '/api/apps/logistics/vehicles/2', { progress: 100 });
    await call(t, 'DELETE', '/api/apps/logistics/vehicles/3');
    await call(t, 'POST', '/api/apps/logistics/vehicles', {
      location: 654321,
      startCity: 'Cairo',
      endCity: 'Istanbul',
    });
    await t.app.db.execute(sql`
      insert into shipments (vehicle_id, destination_country, destination_code, shipped_at, expected_at, delivered_at, delay_reason)
      select 4, 'Egypt', 'eg', now() - interval '5 days' + g * interval '1 hour', now() - interval '3 days',
        case when g % 3 = 0 then null when g % 3 = 1 then now() - interval '5 days' + (g + 1) * interval '1 hour' else now() - interval '1 day' end,
        case when g % 3 = 2 then 'Customs' end
      from generate_series(1, 30) g`);
    await t.app.db.execute(
      sql`update shipments set delivered_at = expected_at + interval '6 hours', delay_reason = 'Weather'
        where id in (select id from shipments where delivered_at is not null and delivered_at <= expected_at order by shipped_at desc limit 15)`,
    );
    await t.app.db.execute(
      sql`delete from shipments where id in (select id from shipments order by shipped_at desc limit 7)`,
    );
    const answer = await expectEqualToRawRows({ from: daysAgo(29), to: today });
    expect(answer.delayReasons.find((r) => r.reason === 'Customs')?.deliveries).toBeGreaterThanOrEqual(10);
    await expectEqualToRawRows({ from: daysAgo(200), to: today });
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['from=2026-03-10&to=2026-03-01', 'to'],
    ['from=2020-01-01&to=2026-01-01', 'to'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `${url}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });
});

describe('logistics dashboard periods', () => {
  it('compares with the period of the same length just before, across a month end', () => {
    expect(periodsOf({ from: '2026-03-01', to: '2026-03-10' }, '2026-06-01')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-10' },
      previous: { from: '2026-02-19', to: '2026-02-28' },
    });
  });
  it('reads a lone `to` as the 30 days ending then, and a lone `from` as from then to today', () => {
    expect(periodsOf({ to: '2026-01-30' }, '2026-06-01').current).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
    });
    expect(periodsOf({ from: '2026-05-20' }, '2026-06-01').current).toEqual({
      from: '2026-05-20',
      to: '2026-06-01',
    });
  });
  it('lists every month of a long period, over a year end', () => {
    expect(bucketsOf({ from: '2025-11-15', to: '2026-02-01' }, 'month')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
