import type { AuditPurgeAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditEntriesQueryOptions } from '@/components/audit-log/audit-log-api';
import { api } from '@/lib/api-client';
import { auditSettingsQueryOptions } from './get-audit-settings';

export function usePurgeAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AuditPurgeAnswer>('/audit/purge', { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auditEntriesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditSettingsQueryOptions().queryKey }),
      ]),
  });
}
