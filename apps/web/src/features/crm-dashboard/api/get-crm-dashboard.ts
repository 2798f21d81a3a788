import type { CrmDashboardAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const crmDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['crm-dashboard'],
    queryFn: ({ signal }) => api<CrmDashboardAnswer>('/dashboard/crm', { signal }),
  });
