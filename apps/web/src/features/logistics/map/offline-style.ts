import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';

export type MapColors = { water: string; land: string };

/**
 * The map without any tile server: Natural Earth's 1:110m land outline (world-atlas, 55 kB of
 * TopoJSON, bundled in the map's chunk) on a plain sea. No glyphs or sprites, so nothing is fetched.
 */
export function offlineStyle(colors: MapColors): StyleSpecification {
  const topology = land as unknown as Topology<{ land: GeometryCollection }>;
  return {
    version: 8,
    sources: { land: { type: 'geojson', data: feature(topology, topology.objects.land) } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      // No outline: world-atlas cuts polygons at the antimeridian and an outline would draw those cuts.
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': colors.land, 'fill-antialias': true },
      },
    ],
  };
}
