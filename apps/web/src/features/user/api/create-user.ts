import type { UserCreateBody, UserDetail } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rolesQueryOptions } from '@/lib/queries/role';
import { usersQueryOptions } from '@/lib/queries/user';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreateBody) => api<UserDetail>('/apps/users', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        // Role cards count their users.
        queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
      ]),
  });
}
