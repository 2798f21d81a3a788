import { courseLabels, courseSortKeys } from '@app/contracts';
import { z } from 'zod';
import { dateRangeSearch } from '@/lib/date-range';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';
import type { CoursesQuery } from './api/get-courses';

/** My courses' state in the URL; anything unreadable falls back to the default. */
export const myCourseSearch = z.object({
  q: text(200),
  label: oneOf(courseLabels),
  hideCompleted: z.boolean().optional().catch(undefined),
  ...sortAndPaging(courseSortKeys),
});
export type MyCourseSearch = z.output<typeof myCourseSearch>;

/** The academy dashboard's URL: the period of its figures (from, to) and the course table's state. */
export const academyDashboardSearch = myCourseSearch.extend(dateRangeSearch);
export type AcademyDashboardSearch = z.output<typeof academyDashboardSearch>;

export function toCoursesQuery(search: MyCourseSearch): CoursesQuery {
  return {
    ...toListParams(search),
    label: search.label ?? 'All Courses',
    hideCompleted: search.hideCompleted || undefined,
  };
}

export const hasCourseFilters = (s: MyCourseSearch) =>
  Boolean(s.q || (s.label && s.label !== 'All Courses') || s.hideCompleted);

/** The course details page: which course, and which topic plays. */
export const courseDetailsSearch = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
  topic: z.coerce.number().int().positive().optional().catch(undefined),
});
export type CourseDetailsSearch = z.output<typeof courseDetailsSearch>;
