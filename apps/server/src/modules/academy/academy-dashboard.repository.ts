import {
  type AcademyDashboardAnswer,
  courseTags,
  type DashboardPeriod,
  type DashboardRangeQuery,
  resolveDashboardRange,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from './academy.repository.ts';
import { percent } from './academy-details.repository.ts';

const TOP_COURSES = 5;
const WEBINARS = 4;
const ASSIGNMENTS = 5;

type Progress = { id: number; title: string; done: number; total: number };

/** The user's learning, every figure a query over the academy's tables at request time. */
export async function loadAcademyDashboard(
  db: Queryable,
  userId: number,
  query: DashboardRangeQuery = {},
  now = Date.now(),
): Promise<AcademyDashboardAnswer> {
  const { current: period, previous: previousPeriod } = resolveDashboardRange(query, now);
  const inPeriod = (p: DashboardPeriod) =>
    sql`tc.completed_at >= ${p.from}::date at time zone 'UTC' and tc.completed_at < (${p.to}::date + 1) at time zone 'UTC'`;
  const learnedIn = async (p: DashboardPeriod) => {
    const [r] = await rowsOf<{ topics: number; seconds: number }>(
      db,
      sql`select count(*)::int as topics, coalesce(sum(t.duration_seconds), 0)::int as seconds
        from topic_completions tc join course_topics t on t.id = tc.topic_id
        where tc.user_id = ${userId} and ${inPeriod(p)}`,
    );
    return { topics: r.topics, minutes: Math.round(r.seconds / 60) };
  };
  const progress = await rowsOf<Progress>(
    db,
    sql`select c.id, c.title, d.done::int as done,
        (select count(*)::int from course_topics t where t.course_id = c.id) as total
      from (select course_id, count(*) as done from topic_completions where user_id = ${userId} group by course_id) d
      join courses c on c.id = d.course_id`,
  );
  const [learned] = await rowsOf<{ topics: number; seconds: number }>(
    db,
    sql`select count(*)::int as topics, coalesce(sum(t.duration_seconds), 0)::int as seconds
      from topic_completions tc join course_topics t on t.id = tc.topic_id where tc.user_id = ${userId}`,
  );
  const timeSpent = await rowsOf<{ day: string; minutes: number }>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as day,
        coalesce(round(sum(t.duration_seconds) / 60.0), 0)::int as minutes
      from generate_series(${period.to}::date - 6, ${period.to}::date, interval '1 day') as g(day)
      left join topic_completions tc on tc.user_id = ${userId}
        and tc.completed_at >= g.day at time zone 'UTC' and tc.completed_at < (g.day + interval '1 day') at time zone 'UTC'
      left join course_topics t on t.id = tc.topic_id
      group by g.day order by g.day`,
  );
  const byTag = await rowsOf<{ tag: string; topics: number }>(
    db,
    sql`select c.tag, count(*)::int as topics from topic_completions tc join courses c on c.id = tc.course_id
      where tc.user_id = ${userId} and ${inPeriod(period)} group by c.tag`,
  );
  const topCourses = await rowsOf<{
    id: number;
    title: string;
    logo: string;
    color: string;
    students: number;
    rating: number;
  }>(
    db,
    sql`select id, title, logo, color, students, rating from courses
      order by students desc, id limit ${TOP_COURSES}`,
  );
  const webinars = await rowsOf<{
    id: number;
    title: string;
    description: string;
    host: string;
    starts_at: string | Date;
    duration_minutes: number;
  }>(
    db,
    sql`select id, title, description, host, starts_at, duration_minutes from webinars
      where starts_at > now() order by starts_at, id limit ${WEBINARS}`,
  );
  const assignments = progress
    .filter((p) => p.done < p.total)
    .map((p) => ({
      id: p.id,
      courseTitle: p.title,
      completedTasks: p.done,
      totalTasks: p.total,
      progress: percent(p.done, p.total),
    }))
    .sort((a, b) => b.progress - a.progress || a.id - b.id)
    .slice(0, ASSIGNMENTS);
  return {
    period,
    previousPeriod,
    learned: await learnedIn(period),
    previous: await learnedIn(previousPeriod),
    totals: {
      coursesStarted: progress.length,
      coursesCompleted: progress.filter((p) => p.done >= p.total).length,
      topicsCompleted: learned.topics,
      minutesLearned: Math.round(learned.seconds / 60),
    },
    timeSpent,
    topics: courseTags.map((tag) => ({ tag, topics: byTag.find((r) => r.tag === tag)?.topics ?? 0 })),
    topCourses: topCourses.map((c) => ({
      id: c.id,
      courseTitle: c.title,
      logo: c.logo,
      color: c.color,
      students: c.students,
      rating: c.rating,
    })),
    upcomingWebinars: webinars.map((w) => ({
      id: w.id,
      title: w.title,
      description: w.description,
      host: w.host,
      startsAt: new Date(w.starts_at).toISOString(),
      durationMinutes: w.duration_minutes,
    })),
    assignments,
  };
}
