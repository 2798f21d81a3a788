import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyListingsQueryOptions } from './get-property-listings';

export function useDeletePropertyListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/property-listings/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyListingsQueryOptions().queryKey }),
  });
}
