import type { Deal, DealCreateBody } from '@app/contracts/deal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealsQueryOptions } from './get-deals';

/** Creates a deal; the API answers 400 on a field with its reason, 409 on `code` when it is taken. */
export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealCreateBody) => api<Deal>('/deals', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealsQueryOptions().queryKey }),
  });
}
