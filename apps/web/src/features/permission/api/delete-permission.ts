import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterPermissionChange } from './invalidate-after-permission-change';

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/permissions/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateAfterPermissionChange(queryClient),
  });
}
