import type { Role, RoleUpdateBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterRoleChange } from './invalidate-after-role-change';

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleUpdateBody }) =>
      api<Role>(`/apps/roles/${id}`, { method: 'PUT', body }),
    onSuccess: () => invalidateAfterRoleChange(queryClient),
  });
}
