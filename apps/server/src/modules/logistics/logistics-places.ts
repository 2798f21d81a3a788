import type { LngLat } from '@app/contracts';

/** The fleet's geography, kept on the server: the web app asks for the city names (GET …/cities). */

/**
 * The places a vehicle can start from or go to: a route is drawn between two of them, so a new
 * vehicle names its cities from this list (the map needs their coordinates).
 */
export const logisticsCities = [
  { city: 'New York', country: 'USA', countryCode: 'us', lat: 40.71, lng: -74.01 },
  { city: 'Chicago', country: 'USA', countryCode: 'us', lat: 41.88, lng: -87.63 },
  { city: 'Los Angeles', country: 'USA', countryCode: 'us', lat: 34.05, lng: -118.24 },
  { city: 'Toronto', country: 'Canada', countryCode: 'ca', lat: 43.65, lng: -79.38 },
  { city: 'Montreal', country: 'Canada', countryCode: 'ca', lat: 45.5, lng: -73.57 },
  { city: 'Mexico City', country: 'Mexico', countryCode: 'mx', lat: 19.43, lng: -99.13 },
  { city: 'Paris', country: 'France', countryCode: 'fr', lat: 48.86, lng: 2.35 },
  { city: 'Lyon', country: 'France', countryCode: 'fr', lat: 45.76, lng: 4.84 },
  { city: 'Berlin', country: 'Germany', countryCode: 'de', lat: 52.52, lng: 13.4 },
  { city: 'Munich', country: 'Germany', countryCode: 'de', lat: 48.14, lng: 11.58 },
  { city: 'Madrid', country: 'Spain', countryCode: 'es', lat: 40.42, lng: -3.7 },
  { city: 'Milan', country: 'Italy', countryCode: 'it', lat: 45.46, lng: 9.19 },
  { city: 'Warsaw', country: 'Poland', countryCode: 'pl', lat: 52.23, lng: 21.01 },
  { city: 'Cairo', country: 'Egypt', countryCode: 'eg', lat: 30.04, lng: 31.24 },
  { city: 'Istanbul', country: 'Turkey', countryCode: 'tr', lat: 41.01, lng: 28.98 },
  { city: 'Delhi', country: 'India', countryCode: 'in', lat: 28.61, lng: 77.21 },
  { city: 'Mumbai', country: 'India', countryCode: 'in', lat: 19.08, lng: 72.88 },
  { city: 'Shanghai', country: 'China', countryCode: 'cn', lat: 31.23, lng: 121.47 },
  { city: 'Beijing', country: 'China', countryCode: 'cn', lat: 39.9, lng: 116.41 },
  { city: 'São Paulo', country: 'Brazil', countryCode: 'br', lat: -23.55, lng: -46.63 },
  { city: 'Rio de Janeiro', country: 'Brazil', countryCode: 'br', lat: -22.91, lng: -43.17 },
  { city: 'Sydney', country: 'Australia', countryCode: 'au', lat: -33.87, lng: 151.21 },
  { city: 'Melbourne', country: 'Australia', countryCode: 'au', lat: -37.81, lng: 144.96 },
] as const;
export type LogisticsCity = (typeof logisticsCities)[number];
export const cityNamed = (name: string) => logisticsCities.find((c) => c.city === name);

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The point `progress` percent of the way along `route`, by distance in degrees (good enough at a map's scale). */
export function pointAlong(route: readonly LngLat[], progress: number): LngLat {
  if (route.length === 0) return [0, 0];
  if (route.length === 1 || progress <= 0) return route[0];
  if (progress >= 100) return route[route.length - 1];
  const lengths = route.slice(1).map((p, i) => Math.hypot(p[0] - route[i][0], p[1] - route[i][1]));
  const total = lengths.reduce((a, b) => a + b, 0);
  let left = (Math.min(progress, 100) / 100) * total;
  for (let i = 0; i < lengths.length; i += 1) {
    if (left <= lengths[i] || i === lengths.length - 1) {
      const f = lengths[i] === 0 ? 1 : Math.min(1, left / lengths[i]);
      const [a, b] = [route[i], route[i + 1]];
      return [round6(a[0] + (b[0] - a[0]) * f), round6(a[1] + (b[1] - a[1]) * f)];
    }
    left -= lengths[i];
  }
  return route[route.length - 1];
}
