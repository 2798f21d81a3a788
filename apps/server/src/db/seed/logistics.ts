import { delayReasons, vehicleWarnings } from '@app/contracts';
import { logisticsCities } from '../../modules/logistics/logistics-places.ts';
import { routeBetween } from '../../modules/logistics/logistics-route.ts';
import type { Queryable } from '../client.ts';
import { shipments, vehicles } from '../schema/index.ts';

export type LogisticsSeedSize = { vehicles: number; shipmentDays: number; shipmentsPerDay: number };

/** The spec's 25 vehicles (spec 001 §9) and about 400 days of shipments behind the dashboard. */
export const DEMO_LOGISTICS_SIZE: LogisticsSeedSize = { vehicles: 25, shipmentDays: 400, shipmentsPerDay: 6 };

/** A small deterministic generator (mulberry32): the same rows on every run for the same day. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cities a truck can drive between, by their index in logisticsCities. */
const REGIONS = [
  [0, 1, 2, 3, 4, 5],
  [6, 7, 8, 9, 10, 11, 12, 13, 14],
  [15, 16, 17, 18],
  [19, 20],
  [21, 22],
];
const HOUR = 3_600_000;

export async function seedLogistics(
  tx: Queryable,
  size: LogisticsSeedSize = DEMO_LOGISTICS_SIZE,
): Promise<void> {
  const rnd = random(20261121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const fleet = Array.from({ length: size.vehicles }, (_, i) => {
    const region = REGIONS[i % 3 === 2 ? 1 : i % REGIONS.length];
    const a = pick(region);
    let b = pick(region);
    while (b === a) b = pick(region);
    const [start, end] = [logisticsCities[a], logisticsCities[b]];
    const warned = rnd() < 0.4;
    return {
      location: 468031 + i * 7919,
      startCity: start.city,
      startCountry: start.country,
      endCity: end.city,
      endCountry: end.country,
      warnings: warned ? pick(vehicleWarnings.slice(1)) : vehicleWarnings[0],
      progress: i % 9 === 0 ? 0 : i % 11 === 5 ? 100 : Math.floor(rnd() * 99) + 1,
      route: routeBetween(start, end, rnd() * 2 - 1),
    };
  });
  const ids = (await tx.insert(vehicles).values(fleet).returning({ id: vehicles.id })).map((r) => r.id);

  const now = Date.now();
  const rows: (typeof shipments.$inferInsert)[] = [];
  for (let day = size.shipmentDays; day >= 0; day -= 1) {
    // Busier lately, quieter at weekends: the charts have a shape.
    const count = Math.round(
      size.shipmentsPerDay * (0.6 + 0.8 * (1 - day / size.shipmentDays)) * (0.7 + rnd() * 0.6),
    );
    for (let n = 0; n < count; n += 1) {
      const shipped = now - day * 24 * HOUR - Math.floor(rnd() * 24 * HOUR);
      const expected = shipped + (24 + Math.floor(rnd() * 96)) * HOUR;
      const destination = pick(logisticsCities);
      let deliveredAt: Date | null = null;
      let delayReason: string | null = null;
      const late = rnd() < 0.18;
      const delivered = late
        ? expected + (2 + Math.floor(rnd() * 60)) * HOUR
        : shipped + Math.floor((expected - shipped) * (0.5 + rnd() * 0.5));
      if (delivered < now) {
        deliveredAt = new Date(delivered);
        if (late) delayReason = pick(delayReasons);
      }
      rows.push({
        vehicleId: pick(ids),
        destinationCountry: destination.country,
        destinationCode: destination.countryCode,
        shippedAt: new Date(shipped),
        expectedAt: new Date(expected),
        deliveredAt,
        delayReason,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(shipments).values(rows.slice(i, i + 1000));
}
