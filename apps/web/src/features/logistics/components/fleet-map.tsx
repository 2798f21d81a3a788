import type { Vehicle } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  type GeoJSONSource,
  type LngLatLike,
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetGeoJson } from '../map/fleet-geojson';
import { type MapColors, offlineStyle } from '../map/offline-style';

// The worker is a file of the build (same origin): the CSP's script-src 'self' covers it, no blob: needed.
setWorkerUrl(workerUrl);

export type FleetMapProps = {
  vehicles: readonly Vehicle[];
  selectedId?: number;
  onSelect: (id: number) => void;
  /** A MapLibre style URL (MAP_STYLE_URL); null draws the bundled offline outline. */
  styleUrl: string | null;
  colors: MapColors & { route: string; selectedRoute: string; ok: string; warned: string; halo: string };
  height: number | string;
};

const FOCUS_ZOOM = 5;
const WORLD: { center: LngLatLike; zoom: number } = { center: [20, 30], zoom: 1 };
const centerText = (map: MapLibreMap) => {
  const c = map.getCenter();
  return `${c.lng.toFixed(4)},${c.lat.toFixed(4)}`;
};

/**
 * The fleet on a MapLibre map: routes as lines, vehicles as dots (red with a warning), the selected
 * one larger on its highlighted route. Selecting flies to the vehicle; the map's centre after each
 * move is on the region's `data-center` ("lng,lat") for tests and tools.
 */
export default function FleetMap({
  vehicles,
  selectedId,
  onSelect,
  styleUrl,
  colors,
  height,
}: FleetMapProps) {
  const { t } = useTranslation('logistics');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [center, setCenter] = useState<string>();
  const [failed, setFailed] = useState(false);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? offlineStyle(colors),
        ...WORLD,
        attributionControl: styleUrl ? {} : { customAttribution: 'Natural Earth' },
        renderWorldCopies: false,
      });
    } catch {
      setFailed(true);
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      map.addSource('routes', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      map.addSource('vehicles', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      map.addLayer({
        id: 'routes',
        type: 'line',
        source: 'routes',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': ['case', ['get', 'selected'], colors.selectedRoute, colors.route],
          'line-width': ['case', ['get', 'selected'], 4, 2],
          'line-opacity': ['case', ['get', 'selected'], 1, 0.55],
        },
      });
      map.addLayer({
        id: 'vehicles',
        type: 'circle',
        source: 'vehicles',
        paint: {
          'circle-color': ['case', ['get', 'warned'], colors.warned, colors.ok],
          'circle-radius': ['case', ['get', 'selected'], 10, 6],
          'circle-stroke-color': colors.halo,
          'circle-stroke-width': ['case', ['get', 'selected'], 3, 1.5],
        },
      });
      map.on('click', 'vehicles', (e) => {
        const id = e.features?.[0]?.properties?.id;
        if (typeof id === 'number') onSelectRef.current(id);
      });
      map.on('mouseenter', 'vehicles', () => {
        map.getCanvas().style.cursor = 'pointer';
      });
      map.on('mouseleave', 'vehicles', () => {
        map.getCanvas().style.cursor = '';
      });
      setLoaded(true);
    });
    map.on('moveend', () => setCenter(centerText(map)));
    setCenter(centerText(map));
    return () => {
      mapRef.current = null;
      setLoaded(false);
      map.remove();
    };
    // The map is made once per style (the colours change with the theme); data and camera follow below.
  }, [styleUrl, colors]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const { routes, points } = fleetGeoJson(vehicles, selectedId);
    (map.getSource('routes') as GeoJSONSource | undefined)?.setData(routes);
    (map.getSource('vehicles') as GeoJSONSource | undefined)?.setData(points);
  }, [vehicles, selectedId, loaded]);

  const target = vehicles.find((v) => v.id === selectedId)?.position;
  const targetKey = target ? target.join(',') : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !targetKey) return;
    const [lng, lat] = targetKey.split(',').map(Number);
    // Under "reduce motion" the camera jumps instead of flying.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    map.flyTo({
      center: [lng, lat],
      zoom: Math.max(map.getZoom(), FOCUS_ZOOM),
      essential: false,
      ...(still && { duration: 0 }),
    });
  }, [targetKey, loaded]);

  if (failed) {
    return (
      <Alert severity="warning" sx={{ height }}>
        {t('fleet.noWebgl')}
      </Alert>
    );
  }
  return (
    <Box
      ref={container}
      role="region"
      aria-label={t('fleet.mapLabel')}
      data-center={center}
      data-selected={selectedId ?? ''}
      data-ready={loaded ? 'true' : 'false'}
      sx={{
        height,
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        '& .maplibregl-canvas:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
