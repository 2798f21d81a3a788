import type { Role, RoleBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterRoleChange } from './invalidate-after-role-change';

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleBody) => api<Role>('/apps/roles', { method: 'POST', body }),
    onSuccess: () => invalidateAfterRoleChange(queryClient),
  });
}
