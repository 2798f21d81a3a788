import type { UserDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { auditEntriesQueryOptions } from '@/components/audit-log/audit-log-api';
import { api } from '@/lib/api-client';

/** The user the actor filter holds, by id (a shared link carries the id only), for their name. */
export const actorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...auditEntriesQueryOptions().queryKey, 'actor', id],
    queryFn: ({ signal, client }) => api<UserDetail>(`/apps/users/${id}`, { signal, client }),
    staleTime: 60_000,
    retry: false,
  });
