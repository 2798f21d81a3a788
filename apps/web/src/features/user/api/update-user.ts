import type { UserDetail, UserUpdateBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rolesQueryOptions } from '@/lib/queries/role';
import { usersQueryOptions } from '@/lib/queries/user';
import { userQueryOptions } from './get-user';

/** Any change, including suspend (`{status: 'inactive'}`) and activate (`{status: 'active'}`). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) =>
      api<UserDetail>(`/apps/users/${id}`, { method: 'PATCH', body }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
      ]);
    },
  });
}
