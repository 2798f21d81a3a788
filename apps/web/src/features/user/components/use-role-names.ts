import { useQuery } from '@tanstack/react-query';
import { rolesQueryOptions } from '@/lib/queries/role';
import { useCan } from '@/lib/session/can';
import { userStatsQueryOptions } from '../api/get-user-stats';

/**
 * The role names for the role filter and the role field. They come from the roles list when the
 * reader may see roles, otherwise from the user counts by role (every role that has users).
 */
export function useRoleNames(enabled = true): string[] {
  const canReadRoles = useCan({ action: 'read', subject: 'Role' });
  const roles = useQuery({ ...rolesQueryOptions(), enabled: enabled && canReadRoles });
  const stats = useQuery({ ...userStatsQueryOptions(), enabled: enabled && !canReadRoles });
  if (canReadRoles) return roles.data?.roles.map((r) => r.name) ?? [];
  return Object.keys(stats.data?.byRole ?? {}).sort();
}
