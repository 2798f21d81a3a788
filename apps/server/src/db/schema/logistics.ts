import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, stamp } from './ecommerce-columns.ts';

/** The fleet and its shipments (docs/logistics.md). */

const WARNINGS = [
  'No Warnings',
  'Ecu Not Responding',
  'Oil Leakage',
  'Fuel Problems',
  'Temperature not optimal',
];
const DELAY_REASONS = ['Traffic', 'Weather', 'Vehicle breakdown', 'Customs', 'Address issue'];

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    location: integer('location').notNull(),
    startCity: text('start_city').notNull(),
    startCountry: text('start_country').notNull(),
    endCity: text('end_city').notNull(),
    endCountry: text('end_country').notNull(),
    warnings: text('warnings').notNull().default('No Warnings'),
    progress: smallint('progress').notNull().default(0),
    /** [[lng, lat], …] from the start city to the end city. */
    route: jsonb('route').$type<[number, number][]>().notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    // Every sort of the list, with the id that breaks ties (lib/list-query.ts).
    uniqueIndex('vehicles_location_idx').on(t.location),
    index('vehicles_start_idx').on(t.startCity, t.id),
    index('vehicles_end_idx').on(t.endCity, t.id),
    index('vehicles_warnings_idx').on(t.warnings, t.id),
    index('vehicles_progress_idx').on(t.progress, t.id),
    check('vehicles_warnings_check', sql`${t.warnings} in (${oneOf(WARNINGS)})`),
    check('vehicles_progress_check', sql`${t.progress} between 0 and 100`),
    check(
      'vehicles_route_check',
      sql`jsonb_typeof(${t.route}) = 'array' and jsonb_array_length(${t.route}) >= 2`,
    ),
  ],
);

/**
 * One consignment carried by a vehicle to a destination country. Delivered when `delivered_at` is set;
 * late when delivered after `expected_at`, and then it names a delay reason.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    destinationCountry: text('destination_country').notNull(),
    destinationCode: text('destination_code').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    expectedAt: timestamp('expected_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    delayReason: text('delay_reason'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    // The dashboard's periods are range scans of these two.
    index('shipments_shipped_at_idx').on(t.shippedAt),
    index('shipments_delivered_at_idx').on(t.deliveredAt).where(sql`${t.deliveredAt} is not null`),
    index('shipments_vehicle_idx').on(t.vehicleId),
    check('shipments_expected_check', sql`${t.expectedAt} > ${t.shippedAt}`),
    check('shipments_delivered_check', sql`${t.deliveredAt} is null or ${t.deliveredAt} > ${t.shippedAt}`),
    check(
      'shipments_delay_reason_check',
      sql`(${t.deliveredAt} is not null and ${t.deliveredAt} > ${t.expectedAt}) = (${t.delayReason} is not null) and (${t.delayReason} is null or ${t.delayReason} in (${oneOf(DELAY_REASONS)}))`,
    ),
  ],
);
