import type { PropertyListing, PropertyListingCreateBody } from '@app/contracts/property-listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyListingsQueryOptions } from './get-property-listings';

/** Creates a listing; the API answers 400 on a field with its reason. */
export function useCreatePropertyListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyListingCreateBody) =>
      api<PropertyListing>('/property-listings', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyListingsQueryOptions().queryKey }),
  });
}
