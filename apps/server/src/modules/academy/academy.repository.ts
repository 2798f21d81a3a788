import type { Course, CourseListQuery, CourseTag } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { likePattern, pageOffset } from '../../lib/paging.ts';

/** All SQL of the academy's courses list and course progress (docs/academy.md). */

type Rows<T> = { rows: T[] };
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as Rows<T>).rows;
}

/** '4h 12m' (or '35m'). */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  return h ? `${h}h ${minutes % 60}m` : `${minutes}m`;
}

type CourseRow = {
  id: number;
  title: string;
  tutor: string;
  tutor_img: string;
  image: string;
  logo: string;
  color: string;
  tag: CourseTag;
  summary: string;
  rating: number;
  rating_count: number;
  students: number;
  total_tasks: number;
  completed_tasks: number;
  notes: number;
  videos: number;
  seconds: number;
  matching: number;
};

/**
 * The courses with each one's topic counts and length, and the user's completed topics, as a
 * subquery named `c` (one pass over the topics per course by course_topics_course_idx, and over the
 * user's completions by topic_completions_user_course_idx).
 */
const withProgress = (userId: number, where: SQL) => sql`
  select c.id, c.title, c.tutor, c.tutor_img, c.image, c.logo, c.color, c.tag, c.summary,
    c.rating, c.rating_count, c.students,
    coalesce(t.total, 0)::int as total_tasks, coalesce(t.notes, 0)::int as notes,
    coalesce(t.videos, 0)::int as videos, coalesce(t.seconds, 0)::int as seconds,
    coalesce(d.done, 0)::int as completed_tasks
  from courses c
  left join lateral (
    select count(*) as total, count(*) filter (where kind = 'text') as notes,
      count(*) filter (where kind = 'video') as videos, sum(duration_seconds) as seconds
    from course_topics where course_id = c.id
  ) t on true
  left join lateral (
    select count(*) as done from topic_completions where user_id = ${userId} and course_id = c.id
  ) d on true
  where ${where}`;

function courseFilter(query: Pick<CourseListQuery, 'q' | 'label'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(c.title ilike ${pattern} or c.tutor ilike ${pattern})`);
  }
  if (query.label !== 'All Courses') conditions.push(sql`c.tag = ${query.label}`);
  return sql.join(conditions, sql` and `);
}

const sortSql = (query: CourseListQuery): SQL => {
  const dir = sql.raw(query.orderBy === 'desc' ? 'desc' : 'asc');
  if (query.sortBy === 'courseName') return sql`title ${dir}, id ${dir}`;
  if (query.sortBy === 'progress')
    return sql`(completed_tasks::float / greatest(total_tasks, 1)) ${dir}, id ${dir}`;
  return sql`id asc`;
};

function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    user: row.tutor,
    image: row.image,
    tutorImg: row.tutor_img,
    completedTasks: row.completed_tasks,
    totalTasks: row.total_tasks,
    userCount: row.students,
    note: row.notes,
    view: row.videos,
    time: hoursAndMinutes(row.seconds),
    logo: row.logo,
    color: row.color,
    courseTitle: row.title,
    desc: row.summary,
    tags: row.tag,
    rating: row.rating,
    ratingCount: row.rating_count,
  };
}

/** One page of courses and how many match, in one statement (the window count). */
export async function listCourses(
  db: Queryable,
  userId: number,
  query: CourseListQuery,
): Promise<{ courses: Course[]; total: number }> {
  const hide = query.hideCompleted ? sql`where completed_tasks < total_tasks` : sql``;
  const rows = await rowsOf<CourseRow>(
    db,
    sql`select *, count(*) over ()::int as matching
      from (${withProgress(userId, courseFilter(query))}) c ${hide}
      order by ${sortSql(query)}
      limit ${query.itemsPerPage} offset ${pageOffset(query.page, query.itemsPerPage)}`,
  );
  if (rows.length) return { courses: rows.map(toCourse), total: rows[0].matching };
  if (query.page === 1) return { courses: [], total: 0 };
  // Past the last page: the count alone.
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${withProgress(userId, courseFilter(query))}) c ${hide}`,
  );
  return { courses: [], total: row.n };
}

export async function countAllCourses(db: Queryable): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from courses`);
  return row.n;
}

/** One course with the user's progress, or undefined. */
export async function findCourseProgress(db: Queryable, userId: number, courseId: number) {
  const [row] = await rowsOf<CourseRow>(db, withProgress(userId, sql`c.id = ${courseId}`));
  return row;
}

/** The course the user completed a topic in last, else the first course. */
export async function defaultCourseId(db: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select coalesce(
      (select course_id from topic_completions where user_id = ${userId} order by completed_at desc limit 1),
      (select min(id) from courses)) as id`,
  );
  return row?.id ?? undefined;
}
