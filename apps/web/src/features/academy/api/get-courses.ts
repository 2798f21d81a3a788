import type { CourseListAnswer, CourseListQuery, ListParams } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CoursesQuery = ListParams<CourseListQuery>;

/** Without a query: the key every academy query starts with, for invalidation after a completion. */
export const academyQueryOptions = () => queryOptions({ queryKey: ['academy'] as const });

export const coursesQueryOptions = (query: CoursesQuery) =>
  queryOptions({
    queryKey: [...academyQueryOptions().queryKey, 'courses', query],
    queryFn: ({ signal, client }) =>
      api<CourseListAnswer>('/apps/academy/courses', { query, signal, client }),
    placeholderData: keepPreviousData,
  });
