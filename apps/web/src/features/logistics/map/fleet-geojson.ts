import type { Vehicle } from '@app/contracts';
import type { FeatureCollection, LineString, Point } from 'geojson';

/** The fleet as the map's two sources: one line per route, one point per vehicle, flagged when selected. */
export function fleetGeoJson(vehicles: readonly Vehicle[], selectedId: number | undefined) {
  const routes: FeatureCollection<LineString> = {
    type: 'FeatureCollection',
    features: vehicles.map((v) => ({
      type: 'Feature',
      id: v.id,
      properties: { id: v.id, selected: v.id === selectedId },
      geometry: { type: 'LineString', coordinates: v.route },
    })),
  };
  const points: FeatureCollection<Point> = {
    type: 'FeatureCollection',
    features: vehicles.map((v) => ({
      type: 'Feature',
      id: v.id,
      properties: { id: v.id, selected: v.id === selectedId, warned: v.warnings !== 'No Warnings' },
      geometry: { type: 'Point', coordinates: v.position },
    })),
  };
  return { routes, points };
}
