import type { UserCreateBody, UserDetail } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { roleOptionsQueryOptions } from './get-roles';
import { usersQueryOptions } from './get-users';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreateBody) => api<UserDetail>('/apps/users', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        // Role cards count their users.
        queryClient.invalidateQueries({ queryKey: roleOptionsQueryOptions().queryKey }),
      ]),
  });
}
