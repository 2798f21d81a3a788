import type { Permission, PermissionUpdateBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterPermissionChange } from './invalidate-after-permission-change';

export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PermissionUpdateBody }) =>
      api<Permission>(`/apps/permissions/${id}`, { method: 'PUT', body }),
    onSuccess: () => invalidateAfterPermissionChange(queryClient),
  });
}
