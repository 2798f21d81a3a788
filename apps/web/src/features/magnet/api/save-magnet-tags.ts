import type { MagnetLink } from '@app/contracts/magnet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { magnetsQueryOptions } from './get-magnets';

export function useSaveMagnetTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tags, version }: { id: number; tags: string[]; version?: number }) =>
      api<MagnetLink>(`/admin/magnets/${id}/tags`, { method: 'PUT', body: { tags, version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: magnetsQueryOptions().queryKey }),
  });
}
