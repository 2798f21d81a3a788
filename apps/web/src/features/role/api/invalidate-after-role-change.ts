import type { QueryClient } from '@tanstack/react-query';
import { permissionOptionsQueryOptions } from './get-permission-options';
import { rolesQueryOptions } from './get-roles';

/**
 * A role change also shows elsewhere: a renamed role renames every holder's role in the user lists, and
 * a change of the role's permissions changes each permission's "assigned to". Those pages' keys start
 * with 'users' and 'permissions'.
 */
export function invalidateAfterRoleChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: permissionOptionsQueryOptions().queryKey.slice(0, 1) }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
  ]);
}
