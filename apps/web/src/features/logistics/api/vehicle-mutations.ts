import type { Vehicle, VehicleCreateBody, VehiclePatchBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logisticsDashboardQueryOptions } from '@/lib/queries/logistics';
import { vehiclesQueryOptions } from './get-vehicles';

function useRefreshFleet() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehiclesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: logisticsDashboardQueryOptions().queryKey }),
    ]);
}

export function useUpdateVehicle() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: ({ id, ...body }: VehiclePatchBody & { id: number }) =>
      api<Vehicle>(`/apps/logistics/vehicles/${id}`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

export function useCreateVehicle() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (body: VehicleCreateBody) =>
      api<Vehicle>('/apps/logistics/vehicles', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteVehicle() {
  const refresh = useRefreshFleet();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/logistics/vehicles/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
