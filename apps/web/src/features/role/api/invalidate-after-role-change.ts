import type { QueryClient } from '@tanstack/react-query';
import { permissionsQueryOptions } from '@/lib/queries/permission';
import { rolesQueryOptions } from '@/lib/queries/role';
import { usersQueryOptions } from '@/lib/queries/user';

/**
 * A role change also shows elsewhere: a renamed role renames every holder's role in the user lists, and
 * a change of the role's permissions changes each permission's "assigned to".
 */
export function invalidateAfterRoleChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: permissionsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  ]);
}
