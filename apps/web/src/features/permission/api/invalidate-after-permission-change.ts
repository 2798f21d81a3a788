import type { QueryClient } from '@tanstack/react-query';
import { permissionsQueryOptions } from '@/lib/queries/permission';
import { rolesQueryOptions } from '@/lib/queries/role';

/** A permission change changes its roles' rules and the permissions listed on the role cards. */
export function invalidateAfterPermissionChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: permissionsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
  ]);
}
