import type { QueryClient } from '@tanstack/react-query';
import { permissionsQueryOptions } from './get-permissions';
import { roleOptionsQueryOptions } from './get-role-options';

/** A permission change changes its roles' rules and the permissions listed on the role cards. */
export function invalidateAfterPermissionChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: permissionsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: roleOptionsQueryOptions().queryKey }),
  ]);
}
