import type { MagnetCreateBody, MagnetLink } from '@app/contracts/magnet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { magnetsQueryOptions } from './get-magnets';

/** Adds a link; the API answers 400 (malformed) or 409 (info-hash listed already) on `uri`. */
export function useCreateMagnet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MagnetCreateBody) => api<MagnetLink>('/admin/magnets', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: magnetsQueryOptions().queryKey }),
  });
}
