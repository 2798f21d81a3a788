import { vehicleSortKeys } from '@app/contracts';
import { z } from 'zod';
import { sortAndPaging, toListParams } from '@/lib/url-search';
import type { DashboardRange } from './api/get-logistics-dashboard';
import type { VehiclesQuery } from './api/get-vehicles';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The dashboard's URL: the period (from, to) and the vehicles table's sort and page. */
export const logisticsDashboardSearch = z.object({ from: day, to: day, ...sortAndPaging(vehicleSortKeys) });
export type LogisticsDashboardSearch = z.output<typeof logisticsDashboardSearch>;

/** A range typed backwards is read the right way round rather than refused. */
export function toDashboardRange(search: { from?: string; to?: string }): DashboardRange {
  const { from, to } = search;
  if (from && to && from > to) return { from: to, to: from };
  return { from, to };
}

export function toVehiclesQuery(search: LogisticsDashboardSearch): VehiclesQuery {
  const { q: _q, ...params } = toListParams(search);
  return params;
}

/** The fleet page's URL: the selected vehicle. */
export const fleetSearch = z.object({
  vehicle: z.coerce.number().int().positive().optional().catch(undefined),
});
export type FleetSearch = z.output<typeof fleetSearch>;
