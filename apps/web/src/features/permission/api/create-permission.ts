import type { Permission, PermissionBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterPermissionChange } from './invalidate-after-permission-change';

export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PermissionBody) => api<Permission>('/apps/permissions', { method: 'POST', body }),
    onSuccess: () => invalidateAfterPermissionChange(queryClient),
  });
}
