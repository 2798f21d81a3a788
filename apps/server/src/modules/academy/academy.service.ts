import {
  COURSE_NOT_FOUND_TEXT,
  type CourseDetails,
  type CourseListAnswer,
  type CourseListQuery,
  TOPIC_NOT_FOUND_TEXT,
  type TopicCompletionAnswer,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { countAllCourses, defaultCourseId, findCourseProgress, listCourses } from './academy.repository.ts';
import { findCourseDetails, findTopicCourse, markTopic, percent } from './academy-details.repository.ts';

export async function listCoursesPage(
  db: Db,
  userId: number,
  query: CourseListQuery,
): Promise<CourseListAnswer> {
  const [page, totalCourse] = await Promise.all([listCourses(db, userId, query), countAllCourses(db)]);
  return { totalCourse, courses: page.courses, total: page.total };
}

/** A course's details; without an id, the course the user worked on last (else the first). */
export async function getCourseDetails(db: Db, userId: number, courseId?: number): Promise<CourseDetails> {
  const id = courseId ?? (await defaultCourseId(db, userId));
  const details = id ? await findCourseDetails(db, userId, id) : undefined;
  if (!details) throw notFound(COURSE_NOT_FOUND_TEXT);
  return details;
}

/** Marks a topic done or not for the user; the course's progress follows from the completions. */
export async function setTopicCompletion(
  db: Db,
  userId: number,
  topicId: number,
  done: boolean,
): Promise<TopicCompletionAnswer> {
  return db.transaction(async (tx) => {
    const courseId = await findTopicCourse(tx, topicId);
    if (!courseId) throw notFound(TOPIC_NOT_FOUND_TEXT);
    await markTopic(tx, userId, topicId, courseId, done);
    const course = await findCourseProgress(tx, userId, courseId);
    return {
      topicId,
      courseId,
      isCompleted: done,
      completedTasks: course.completed_tasks,
      totalTasks: course.total_tasks,
      progress: percent(course.completed_tasks, course.total_tasks),
    };
  });
}

/** The academy dashboard's figures for one user (one query per card, academy-dashboard.repository.ts). */
export { loadAcademyDashboard } from './academy-dashboard.repository.ts';
