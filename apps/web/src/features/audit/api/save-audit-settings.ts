import type { AuditSettings, AuditSettingsAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditSettingsQueryOptions } from './get-audit-settings';

export function useSaveAuditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuditSettings) => api<AuditSettingsAnswer>('/audit/settings', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(auditSettingsQueryOptions().queryKey, answer),
  });
}
