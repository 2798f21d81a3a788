import type { AcademyDashboardAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { academyQueryOptions } from './get-courses';

export const academyDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...academyQueryOptions().queryKey, 'dashboard'],
    queryFn: ({ signal }) => api<AcademyDashboardAnswer>('/apps/academy/dashboard', { signal }),
  });
