import type { LngLat, Vehicle, VehicleListQuery, VehicleWarning } from '@app/contracts';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { vehicles } from '../../db/schema/index.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { orderClause, pageOffset } from '../../lib/paging.ts';
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

const sortColumns: Record<NonNullable<VehicleListQuery['sortBy']>, SQL | typeof vehicles.location> = {
  location: vehicles.location,
  startRoute: sql`${vehicles.startCity}`,
  endRoute: sql`${vehicles.endCity}`,
  warnings: sql`${vehicles.warnings}`,
  progress: sql`${vehicles.progress}`,
};

export async function listVehicles(db: Queryable, query: VehicleListQuery): Promise<Vehicle[]> {
  const order = orderClause(sortColumns, query.sortBy, query.orderBy, [asc(vehicles.id)], vehicles.id);
  const rows = await db
    .select()
    .from(vehicles)
    .orderBy(...order)
    .limit(query.itemsPerPage)
    .offset(pageOffset(query.page, query.itemsPerPage));
  return rows.map(toVehicle);
}

export function countVehicles(db: Queryable): Promise<ListTotal> {
  return cappedCount(db, db.select({ id: vehicles.id }).from(vehicles));
}

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
