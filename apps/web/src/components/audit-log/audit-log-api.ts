import type { AuditListAnswer, AuditListQuery, AuditRestoreAnswer, ListParams } from '@app/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AuditQuery = ListParams<AuditListQuery>;

/** Without a query: the key every audit query starts with, for invalidation. */
export const auditEntriesQueryOptions = (query?: AuditQuery) =>
  queryOptions({
    queryKey: query ? ['audit', 'list', query] : ['audit'],
    queryFn: ({ signal, client }) =>
      api<AuditListAnswer>('/audit', { query: query ?? { page: 1, itemsPerPage: 10 }, signal, client }),
    placeholderData: keepPreviousData,
  });

/**
 * Puts back the rows a delete removed. Every cached query is stale afterwards: the records come back
 * in their own areas' lists (products, orders, users…), which this shared piece does not know.
 */
export function useRestoreDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<AuditRestoreAnswer>(`/audit/${id}/restore`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
