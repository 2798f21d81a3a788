import type { CourseDetails } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { academyQueryOptions } from './get-courses';

/** One course's details; without an id, the course the user worked on last. */
export const courseDetailsQueryOptions = (id?: number) =>
  queryOptions({
    queryKey: [...academyQueryOptions().queryKey, 'course-details', id ?? 'current'],
    queryFn: ({ signal, client }) =>
      api<CourseDetails>(id ? `/apps/academy/course-details/${id}` : '/apps/academy/course-details', {
        signal,
        client,
      }),
  });
