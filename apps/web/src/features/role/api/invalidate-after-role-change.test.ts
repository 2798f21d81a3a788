import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { permissionOptionsQueryOptions, permissionsQueryOptions } from '@/lib/queries/permission';
import { rolesQueryOptions } from '@/lib/queries/role';
import { usersQueryOptions } from '@/lib/queries/user';
import { invalidateAfterRoleChange } from './invalidate-after-role-change';

describe('after a role change', () => {
  it('refreshes the roles, every user list and every permission list, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      roles: rolesQueryOptions().queryKey,
      users: usersQueryOptions({ role: 'admin', page: 2, itemsPerPage: 10 }).queryKey,
      permissions: permissionsQueryOptions({ page: 1, itemsPerPage: 10 }).queryKey,
      permissionOptions: permissionOptionsQueryOptions().queryKey,
      products: ['products', 'list', { page: 1, itemsPerPage: 10 }],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {});

    await invalidateAfterRoleChange(client);

    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['roles', 'users', 'permissions', 'permissionOptions']);
  });
});
