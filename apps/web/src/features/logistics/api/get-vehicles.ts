import type {
  ListParams,
  LogisticsCitiesAnswer,
  Vehicle,
  VehicleListAnswer,
  VehicleListQuery,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type VehiclesQuery = ListParams<VehicleListQuery>;

/** Without a query: the key every vehicle query starts with, for invalidation. */
export const vehiclesQueryOptions = (query?: VehiclesQuery) =>
  queryOptions({
    queryKey: query ? ['logistics', 'vehicles', query] : ['logistics', 'vehicles'],
    queryFn: ({ signal, client }) =>
      api<VehicleListAnswer>('/apps/logistics/vehicles', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
  });

/** The whole fleet for the map (at most 100 vehicles a page; the spec's fleet is 25). */
export const FLEET_QUERY: VehiclesQuery = { page: 1, itemsPerPage: 100, sortBy: 'location', orderBy: 'asc' };

/**
 * How often the fleet page asks for positions again. The live seam: when the chat issue's WebSocket
 * lands, a `vehicle.updated` message should call `invalidateQueries(vehiclesQueryOptions())` and this
 * interval can go (docs/logistics.md, "Live positions").
 */
export const FLEET_POLL_MS = 5_000;

export const fleetQueryOptions = () => ({
  ...vehiclesQueryOptions(FLEET_QUERY),
  refetchInterval: FLEET_POLL_MS,
});

export type { Vehicle };

/** The cities a new vehicle may start from or go to (the server holds their coordinates). */
export const logisticsCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['logistics', 'cities'],
    queryFn: ({ signal, client }) => api<LogisticsCitiesAnswer>('/apps/logistics/cities', { signal, client }),
    staleTime: Number.POSITIVE_INFINITY,
  });
