import {
  VEHICLE_NOT_FOUND_TEXT,
  type Vehicle,
  type VehicleCreateBody,
  type VehicleListAnswer,
  type VehicleListQuery,
  type VehiclePatchBody,
  vehicleCreateBody,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import {
  deleteVehicle,
  findVehicle,
  insertVehicle,
  locationTaken,
  updateVehicle,
  vehicleList,
} from './logistics.repository.ts';
import { citiesOf, routeBetween } from './logistics-route.ts';

export async function listVehiclesPage(db: Db, query: VehicleListQuery): Promise<VehicleListAnswer> {
  const { rows, total } = await vehicleList.page(db, query);
  return { vehicles: rows, totalVehicles: total };
}

export async function getVehicle(db: Db, id: number): Promise<Vehicle> {
  const found = await findVehicle(db, id);
  if (!found) throw notFound(VEHICLE_NOT_FOUND_TEXT);
  return found;
}

export async function patchVehicle(db: Db, id: number, body: VehiclePatchBody): Promise<Vehicle> {
  const saved = await updateVehicle(db, id, body);
  if (!saved) throw notFound(VEHICLE_NOT_FOUND_TEXT);
  return saved;
}

const LOCATION_TAKEN = 'is already used by another vehicle';

export async function createVehicle(db: Db, input: VehicleCreateBody): Promise<Vehicle> {
  const body = vehicleCreateBody.parse(input);
  const { start, end } = citiesOf(body.startCity, body.endCity);
  if (await locationTaken(db, body.location)) throw conflict('location', LOCATION_TAKEN);
  // The bend follows the location number, so the same vehicle always gets the same road.
  const bend = ((body.location % 200) - 100) / 100;
  try {
    return await insertVehicle(db, {
      location: body.location,
      startCity: start.city,
      startCountry: start.country,
      endCity: end.city,
      endCountry: end.country,
      warnings: body.warnings,
      progress: body.progress,
      route: routeBetween(start, end, bend),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('location', LOCATION_TAKEN);
    throw error;
  }
}

export async function removeVehicle(db: Db, id: number): Promise<void> {
  if (!(await deleteVehicle(db, id))) throw notFound(VEHICLE_NOT_FOUND_TEXT);
}
