import type { LngLat, Vehicle, VehicleWarning } from '@app/contracts';
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { vehicles } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';
import { pointAlong } from './logistics-places.ts';

type VehicleRow = typeof vehicles.$inferSelect;

export function toVehicle(row: VehicleRow): Vehicle {
  const route = row.route as LngLat[];
  return {
    id: row.id,
    location: row.location,
    startCity: row.startCity,
    startCountry: row.startCountry,
    endCity: row.endCity,
    endCountry: row.endCountry,
    // The check constraint keeps this column to the contract's values.
    warnings: row.warnings as VehicleWarning,
    progress: row.progress,
    route,
    position: pointAlong(route, row.progress),
  };
}

/** The vehicles as a list, declared once (lib/list-query.ts): by id by default, a few thousand rows. */
export const vehicleList = defineList({
  name: 'vehicles',
  table: vehicles,
  id: vehicles.id,
  columns: getTableColumns(vehicles),
  toItem: toVehicle,
  defaultSort: { orderBy: 'asc' },
  filters: {},
  sorts: {
    location: { by: vehicles.location, index: 'vehicles_location_idx (unique)' },
    startRoute: { by: sql`${vehicles.startCity}`, index: 'vehicles_start_idx (start_city, id)' },
    endRoute: { by: sql`${vehicles.endCity}`, index: 'vehicles_end_idx (end_city, id)' },
    warnings: { by: sql`${vehicles.warnings}`, index: 'vehicles_warnings_idx (warnings, id)' },
    progress: { by: sql`${vehicles.progress}`, index: 'vehicles_progress_idx (progress, id)' },
  },
});

export async function findVehicle(db: Queryable, id: number): Promise<Vehicle | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row && toVehicle(row);
}

export async function locationTaken(db: Queryable, location: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(vehicles).where(eq(vehicles.location, location));
  return Number(row.n) > 0;
}

export async function insertVehicle(db: Queryable, values: typeof vehicles.$inferInsert): Promise<Vehicle> {
  const [row] = await db.insert(vehicles).values(values).returning();
  return toVehicle(row);
}

export async function updateVehicle(
  db: Queryable,
  id: number,
  patch: { progress?: number; warnings?: VehicleWarning },
): Promise<Vehicle | undefined> {
  const [row] = await db
    .update(vehicles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(vehicles.id, id))
    .returning();
  return row && toVehicle(row);
}

export async function deleteVehicle(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.delete(vehicles).where(eq(vehicles.id, id)).returning({ id: vehicles.id });
  return rows.length > 0;
}
