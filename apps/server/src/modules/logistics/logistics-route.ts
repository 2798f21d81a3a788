import { cityNamed, type LngLat, type LogisticsCity } from '@app/contracts';

const ROUTE_POINTS = 16;

/**
 * The way a vehicle takes between two cities: a gentle arc of points (a road is never a straight
 * line), bending to one side or the other by `bend` (-1 to 1). Deterministic for the same input.
 */
export function routeBetween(start: LogisticsCity, end: LogisticsCity, bend = 0.5): LngLat[] {
  const dx = end.lng - start.lng;
  const dy = end.lat - start.lat;
  const points: LngLat[] = [];
  for (let i = 0; i < ROUTE_POINTS; i += 1) {
    const f = i / (ROUTE_POINTS - 1);
    const lift = Math.sin(Math.PI * f) * 0.15 * bend;
    points.push([round(start.lng + dx * f - dy * lift), round(start.lat + dy * f + dx * lift)]);
  }
  return points;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

export function citiesOf(startCity: string, endCity: string) {
  const start = cityNamed(startCity);
  const end = cityNamed(endCity);
  if (!start || !end) throw new Error(`unknown city ${startCity} or ${endCity}`);
  return { start, end };
}
