import { vehicleSortKeys } from '@app/contracts';
import { z } from 'zod';
import { dateRangeSearch, toRangeQuery } from '@/lib/date-range';
import type { DashboardRange } from '@/lib/queries/logistics';
import { sortAndPaging, toListParams } from '@/lib/url-search';
import type { VehiclesQuery } from './api/get-vehicles';

/** The dashboard's URL: the period (from, to) and the vehicles table's sort and page. */
export const logisticsDashboardSearch = z.object({ ...dateRangeSearch, ...sortAndPaging(vehicleSortKeys) });
export type LogisticsDashboardSearch = z.output<typeof logisticsDashboardSearch>;

/** The period the API is asked for (the shared rule of every dashboard). */
export const toDashboardRange = (search: { from?: string; to?: string }): DashboardRange =>
  toRangeQuery(search);

export function toVehiclesQuery(search: LogisticsDashboardSearch): VehiclesQuery {
  const { q: _q, ...params } = toListParams(search);
  return params;
}

/** The fleet page's URL: the selected vehicle. */
export const fleetSearch = z.object({
  vehicle: z.coerce.number().int().positive().optional().catch(undefined),
});
export type FleetSearch = z.output<typeof fleetSearch>;
