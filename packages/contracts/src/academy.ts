import { z } from 'zod';
import { orderBy, pagingQuery, searchText } from './common.ts';
import { dashboardPeriod } from './dashboard-range.ts';
import { booleanFilter } from './ecommerce-common.ts';

/** The academy (spec 001 §3, §7; issue 10; docs/academy.md). Progress is the signed-in user's. */

export const courseTags = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const;
export type CourseTag = (typeof courseTags)[number];
export const ALL_COURSES_LABEL = 'All Courses';
export const courseLabels = [ALL_COURSES_LABEL, ...courseTags] as const;
export const courseSortKeys = ['courseName', 'progress'] as const;
export const COURSE_NOT_FOUND_TEXT = 'No course found with this id';
export const TOPIC_NOT_FOUND_TEXT = 'No topic found with this id';

/** GET /api/apps/academy/courses. An empty label is the default, All Courses. */
export const courseListQuery = z.object({
  q: searchText,
  label: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? ALL_COURSES_LABEL : v),
    z.enum(courseLabels, `must be one of ${courseLabels.join(', ')}`),
  ),
  hideCompleted: booleanFilter,
  sortBy: z.enum(courseSortKeys, `must be one of ${courseSortKeys.join(', ')}`).optional(),
  orderBy,
  ...pagingQuery,
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

/** The spec's course (§3); completedTasks counts the user's completed topics of it. */
export const course = z.object({
  id: z.number(),
  /** The tutor's name. */
  user: z.string(),
  image: z.string(),
  tutorImg: z.string(),
  completedTasks: z.number(),
  totalTasks: z.number(),
  /** Students enrolled. */
  userCount: z.number(),
  /** Reading (text) topics. */
  note: z.number(),
  /** Video topics. */
  view: z.number(),
  /** The course's length, as '4h 12m'. */
  time: z.string(),
  logo: z.string(),
  color: z.string(),
  courseTitle: z.string(),
  desc: z.string(),
  tags: z.enum(courseTags),
  rating: z.number(),
  ratingCount: z.number(),
});
export type Course = z.infer<typeof course>;

export const courseListAnswer = z.object({
  /** Every course there is, whatever the filters. */
  totalCourse: z.number(),
  courses: z.array(course),
  /** The courses that match the filters. */
  total: z.number(),
});
export type CourseListAnswer = z.infer<typeof courseListAnswer>;

export const courseTopic = z.object({
  id: z.number(),
  title: z.string(),
  /** '4.4 min'. */
  time: z.string(),
  durationSeconds: z.number(),
  isCompleted: z.boolean(),
  kind: z.enum(['video', 'text']),
  /** Where the player reads the video (a file the app stores), for a video topic. */
  videoUrl: z.string().nullable(),
  body: z.string(),
});
export type CourseTopic = z.infer<typeof courseTopic>;

export const courseSection = z.object({
  id: z.string(),
  title: z.string(),
  /** Completed over all topics, '2/5'. */
  status: z.string(),
  /** '18 min'. */
  time: z.string(),
  topics: z.array(courseTopic),
});
export type CourseSection = z.infer<typeof courseSection>;

/** GET /api/apps/academy/course-details(/{id}): the spec's details object, plus the course's id and progress. */
export const courseDetails = z.object({
  courseId: z.number(),
  title: z.string(),
  about: z.string(),
  instructor: z.string(),
  instructorAvatar: z.string(),
  instructorPosition: z.string(),
  skillLevel: z.string(),
  totalStudents: z.number(),
  language: z.string(),
  isCaptions: z.boolean(),
  /** '1.2 total hours'. */
  length: z.string(),
  totalLectures: z.number(),
  /** Sanitized HTML. */
  description: z.string(),
  content: z.array(courseSection),
  completedTasks: z.number(),
  totalTasks: z.number(),
  /** Whole percent of topics completed. */
  progress: z.number(),
});
export type CourseDetails = z.infer<typeof courseDetails>;

/** POST or DELETE /api/apps/academy/topics/{id}/completion: the course's progress after the change. */
export const topicCompletionAnswer = z.object({
  topicId: z.number(),
  courseId: z.number(),
  isCompleted: z.boolean(),
  completedTasks: z.number(),
  totalTasks: z.number(),
  progress: z.number(),
});
export type TopicCompletionAnswer = z.infer<typeof topicCompletionAnswer>;

const count = z.number().int().nonnegative();

/** GET /api/apps/academy/dashboard: the signed-in user's learning, counted at request time. */
const learned = z.object({ topics: count, minutes: count });

/**
 * GET /api/apps/academy/dashboard?from&to: the user's learning. `learned` and `previous` are the
 * topics completed (and their minutes) in the period and the previous period of equal length;
 * topics per tag count the period; the time-spent bars are the 7 days ending at the period's end;
 * totals, courses, webinars and assignments are as they stand now.
 */
export const academyDashboardAnswer = z.object({
  period: dashboardPeriod,
  previousPeriod: dashboardPeriod,
  learned,
  previous: learned,
  totals: z.object({
    coursesStarted: count,
    coursesCompleted: count,
    topicsCompleted: count,
    minutesLearned: count,
  }),
  /** Minutes of topics completed per UTC day, the 7 days ending at the period's end, oldest first. */
  timeSpent: z.array(z.object({ day: z.string(), minutes: count })),
  /** Topics completed in the period per tag, every tag. */
  topics: z.array(z.object({ tag: z.enum(courseTags), topics: count })),
  /** The courses with most students. */
  topCourses: z.array(
    z.object({
      id: z.number(),
      courseTitle: z.string(),
      logo: z.string(),
      color: z.string(),
      students: count,
      rating: z.number(),
    }),
  ),
  upcomingWebinars: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.string(),
      host: z.string(),
      /** ISO 8601. */
      startsAt: z.string(),
      durationMinutes: count,
    }),
  ),
  /** The user's started courses not yet finished, furthest first. */
  assignments: z.array(
    z.object({
      id: z.number(),
      courseTitle: z.string(),
      completedTasks: count,
      totalTasks: count,
      progress: count,
    }),
  ),
});
export type AcademyDashboardAnswer = z.infer<typeof academyDashboardAnswer>;
