import type { LngLat } from '@app/contracts';
import { badRequest } from '../../lib/errors.ts';
import { cityNamed, type LogisticsCity } from './logistics-places.ts';

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

/** The two cities of a new vehicle, or a 400 naming the one that is not listed. */
export function citiesOf(startCity: string, endCity: string) {
  const start = cityNamed(startCity);
  if (!start) throw badRequest('startCity', 'is not one of the listed cities');
  const end = cityNamed(endCity);
  if (!end) throw badRequest('endCity', 'is not one of the listed cities');
  return { start, end };
}
