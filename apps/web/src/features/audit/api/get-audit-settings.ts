import type { AuditSettingsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const auditSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['audit-settings'],
    queryFn: ({ signal, client }) => api<AuditSettingsAnswer>('/audit/settings', { signal, client }),
  });
