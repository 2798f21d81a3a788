import { z } from 'zod';
import { orderBy, pagingQuery } from './common.ts';

/** Logistics: the fleet's vehicles and the shipments behind its dashboard (spec 001 §3, §7; docs/logistics.md). */

export const vehicleWarnings = [
  'No Warnings',
  'Ecu Not Responding',
  'Oil Leakage',
  'Fuel Problems',
  'Temperature not optimal',
] as const;
export type VehicleWarning = (typeof vehicleWarnings)[number];
export const vehicleSortKeys = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const;
export type VehicleSortKey = (typeof vehicleSortKeys)[number];
export const VEHICLE_NOT_FOUND_TEXT = 'No vehicle found with this id';
export const delayReasons = ['Traffic', 'Weather', 'Vehicle breakdown', 'Customs', 'Address issue'] as const;
export type DelayReason = (typeof delayReasons)[number];

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
export const logisticsCityNames = logisticsCities.map((c) => c.city) as unknown as readonly [
  string,
  ...string[],
];
export const cityNamed = (name: string) => logisticsCities.find((c) => c.city === name);

/** [lng, lat], GeoJSON's order. */
export type LngLat = [number, number];

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

/** GET /api/apps/logistics/vehicles. */
export const vehicleListQuery = z.object({
  sortBy: z.enum(vehicleSortKeys, `must be one of ${vehicleSortKeys.join(', ')}`).optional(),
  orderBy,
  ...pagingQuery,
});
export type VehicleListQuery = z.infer<typeof vehicleListQuery>;

const lngLat = z.tuple([z.number(), z.number()]);

/** The spec's vehicle (§3) with its route and where it is on it. */
export const vehicle = z.object({
  id: z.number(),
  location: z.number(),
  startCity: z.string(),
  startCountry: z.string(),
  endCity: z.string(),
  endCountry: z.string(),
  warnings: z.enum(vehicleWarnings),
  progress: z.number(),
  /** Points from the start city to the end city, [lng, lat]. */
  route: z.array(lngLat),
  /** `progress` percent along the route. */
  position: lngLat,
});
export type Vehicle = z.infer<typeof vehicle>;

export const vehicleListAnswer = z.object({ vehicles: z.array(vehicle), totalVehicles: z.number() });
export type VehicleListAnswer = z.infer<typeof vehicleListAnswer>;

const progressValue = z
  .number('must be a number')
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(100, 'must be at most 100');
const warningValue = z.enum(vehicleWarnings, `must be one of ${vehicleWarnings.join(', ')}`);
const cityValue = z.enum(logisticsCityNames, 'must be one of the listed cities');

/** PATCH /api/apps/logistics/vehicles/:id: what the fleet page edits. At least one of the two. */
export const vehiclePatchBody = z
  .strictObject({ progress: progressValue.optional(), warnings: warningValue.optional() })
  .refine((b) => b.progress !== undefined || b.warnings !== undefined, {
    message: 'must give progress or warnings',
    path: ['progress'],
  });
export type VehiclePatchBody = z.infer<typeof vehiclePatchBody>;

/** POST /api/apps/logistics/vehicles. The location number is unique among vehicles. */
export const vehicleCreateBody = z
  .strictObject({
    location: z
      .number('must be a number')
      .int('must be a whole number')
      .min(100000, 'must have 6 digits')
      .max(999999, 'must have 6 digits'),
    startCity: cityValue,
    endCity: cityValue,
    warnings: warningValue.default('No Warnings'),
    progress: progressValue.default(0),
  })
  .refine((b) => b.startCity !== b.endCity, {
    message: 'must differ from the start city',
    path: ['endCity'],
  });
export type VehicleCreateBody = z.input<typeof vehicleCreateBody>;

const isoDay = z
  .string('must be a date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((t) => {
    const d = new Date(`${t}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(t);
  }, 'is not a real date');
const optionalDay = z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDay.optional());

export const DASHBOARD_DEFAULT_DAYS = 30;
export const DASHBOARD_MAX_DAYS = 731;

/** The dashboard's period: both days included, UTC. Missing: the 30 days ending today. */
export const logisticsDashboardQuery = z
  .object({ from: optionalDay, to: optionalDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < DASHBOARD_MAX_DAYS, {
    path: ['to'],
    message: `must be less than ${DASHBOARD_MAX_DAYS} days after from`,
  });
export type LogisticsDashboardQuery = z.infer<typeof logisticsDashboardQuery>;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const period = z.object({ from: z.string(), to: z.string() });
/** Figures of one period; the same figures over the period just before it come as `previous`. */
const deliveryFigures = z.object({
  shipments: z.number(),
  delivered: z.number(),
  onTime: z.number(),
  delayed: z.number(),
  /** Average hours from shipping to delivery of the period's deliveries; null without deliveries. */
  averageDeliveryHours: z.number().nullable(),
});
export type DeliveryFigures = z.infer<typeof deliveryFigures>;

/** GET /api/apps/logistics/dashboard: every figure a query over vehicles and shipments. */
export const logisticsDashboardAnswer = z.object({
  period,
  previousPeriod: period,
  /** The fleet now (not dated): vehicles by state and those with a warning. */
  vehicleOverview: z.object({
    total: z.number(),
    waiting: z.number(),
    onTheWay: z.number(),
    arrived: z.number(),
    withWarnings: z.number(),
    byWarning: z.array(z.object({ warnings: z.enum(vehicleWarnings), vehicles: z.number() })),
  }),
  current: deliveryFigures,
  previous: deliveryFigures,
  /** Shipped and delivered per day (or per month past 62 days), every bucket of the period present. */
  shipmentStatistics: z.object({
    bucket: z.enum(['day', 'month']),
    rows: z.array(z.object({ key: z.string(), shipped: z.number(), delivered: z.number() })),
  }),
  delayReasons: z.array(z.object({ reason: z.enum(delayReasons), deliveries: z.number() })),
  /** Shipments of the period by destination country, most first. */
  ordersByCountry: z.array(
    z.object({
      country: z.string(),
      countryCode: z.string(),
      shipments: z.number(),
      delivered: z.number(),
      previousShipments: z.number(),
    }),
  ),
});
export type LogisticsDashboardAnswer = z.infer<typeof logisticsDashboardAnswer>;

/** GET /api/apps/logistics/map-style: the tile style the fleet map uses; null means the bundled offline outline. */
export const logisticsMapStyleAnswer = z.object({ styleUrl: z.string().nullable() });
export type LogisticsMapStyleAnswer = z.infer<typeof logisticsMapStyleAnswer>;
