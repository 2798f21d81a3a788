import { z } from 'zod';
import { orderBy, pagingQuery } from './common.ts';
import { type DashboardRangeQuery, dashboardPeriod, dashboardRangeQuery } from './dashboard-range.ts';

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

/** GET /api/apps/logistics/vehicles. */
export const vehicleListQuery = z.object({
  sortBy: z.enum(vehicleSortKeys, `must be one of ${vehicleSortKeys.join(', ')}`).optional(),
  orderBy,
  ...pagingQuery,
});
export type VehicleListQuery = z.infer<typeof vehicleListQuery>;

/** [lng, lat], GeoJSON's order. */
export type LngLat = [number, number];
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
/** One of GET /api/apps/logistics/cities (checked by the server, which holds their coordinates). */
const cityValue = z.string('must be a city').trim().min(1, 'is required').max(100, 'is too long');

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

/** The dashboard's period: the shared range of every dashboard (dashboard-range.ts). */
export const logisticsDashboardQuery = dashboardRangeQuery;
export type LogisticsDashboardQuery = DashboardRangeQuery;

const period = dashboardPeriod;
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

/** GET /api/apps/logistics/cities: where a vehicle may start or go. */
export const logisticsCitiesAnswer = z.array(
  z.object({ city: z.string(), country: z.string(), countryCode: z.string() }),
);
export type LogisticsCitiesAnswer = z.infer<typeof logisticsCitiesAnswer>;

/** GET /api/apps/logistics/map-style: the tile style the fleet map uses; null means the bundled offline outline. */
export const logisticsMapStyleAnswer = z.object({ styleUrl: z.string().nullable() });
export type LogisticsMapStyleAnswer = z.infer<typeof logisticsMapStyleAnswer>;
