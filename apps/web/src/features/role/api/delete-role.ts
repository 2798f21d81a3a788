import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterRoleChange } from './invalidate-after-role-change';

/** The API refuses (409) while users still hold the role, and (400) for the system roles. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/roles/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateAfterRoleChange(queryClient),
  });
}
