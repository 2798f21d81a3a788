import type { Vehicle } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { fleetGeoJson } from './fleet-geojson';

const vehicle = (id: number, warnings: Vehicle['warnings']): Vehicle => ({
  id,
  location: 100000 + id,
  startCity: 'Paris',
  startCountry: 'France',
  endCity: 'Berlin',
  endCountry: 'Germany',
  warnings,
  progress: 50,
  route: [
    [2.35, 48.86],
    [13.4, 52.52],
  ],
  position: [7.875, 50.69],
});

describe('fleet GeoJSON', () => {
  it('draws each route and places each vehicle at its position, flagging the selected one and warnings', () => {
    const { routes, points } = fleetGeoJson([vehicle(1, 'No Warnings'), vehicle(2, 'Oil Leakage')], 2);
    expect(routes.features.map((f) => f.geometry.coordinates)).toEqual([
      [
        [2.35, 48.86],
        [13.4, 52.52],
      ],
      [
        [2.35, 48.86],
        [13.4, 52.52],
      ],
    ]);
    expect(points.features.map((f) => [f.geometry.coordinates, f.properties])).toEqual([
      [[7.875, 50.69], { id: 1, selected: false, warned: false }],
      [[7.875, 50.69], { id: 2, selected: true, warned: true }],
    ]);
  });
});
