import type { AcademyDashboardAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DateRangeSearch } from '@/lib/date-range';
import { academyQueryOptions } from './get-courses';

/** Without a range: the key every academy dashboard query starts with, for invalidation. */
export const academyDashboardQueryOptions = (range?: DateRangeSearch) =>
  queryOptions({
    queryKey: range
      ? [...academyQueryOptions().queryKey, 'dashboard', range]
      : [...academyQueryOptions().queryKey, 'dashboard'],
    queryFn: ({ signal, client }) =>
      api<AcademyDashboardAnswer>('/apps/academy/dashboard', { query: range ?? {}, signal, client }),
    placeholderData: keepPreviousData,
  });
