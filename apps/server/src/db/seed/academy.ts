import { inArray, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../auth/demo-accounts.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { ACADEMY_SAMPLE_VIDEO_KEY } from '../../modules/academy/academy-video.ts';
import type { Queryable } from '../client.ts';
import {
  analyticsProjects,
  courseSections,
  courses,
  courseTopics,
  topicCompletions,
  users,
  webinars,
} from '../schema/index.ts';
import {
  LANGUAGES,
  SECTION_TITLES,
  SEED_COURSES,
  SEED_PAGES,
  SEED_PROJECTS,
  SEED_SOURCES,
  SEED_WEBINARS,
  SKILL_LEVELS,
  TOPIC_TITLES,
} from './academy.data.ts';
import { array, rnd, spreadTime } from './ecommerce-sql.ts';

/** A small deterministic generator, so every seed gives the same courses. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const aboutOf = (title: string, tag: string) =>
  `${title} takes you from the first steps to confident practice, with short videos, readings and exercises in ${tag}.`;

const descriptionOf = (title: string) =>
  `<p>This course is a practical introduction to <strong>${title}</strong>. Each section ends with an exercise you can finish in under an hour.</p><p>You will learn:</p><ul><li>the vocabulary and the core ideas</li><li>how professionals work, step by step</li><li>how to judge your own work and keep improving</li></ul>`;

/**
 * The 25 courses with their sections and topics (videos play the bundled sample lesson), upcoming
 * webinars, and progress for the demo admin (two courses finished, several under way) spread over the
 * last days so the dashboard's time spent has a shape.
 */
export async function seedAcademy(tx: Queryable): Promise<void> {
  const next = generator(20261123);
  const courseRows = await tx
    .insert(courses)
    .values(
      SEED_COURSES.map((course, i) => ({
        title: course.title,
        tutor: course.tutor,
        tutorPosition: course.position,
        logo: course.logo,
        color: course.color,
        tag: course.tag,
        summary: `Learn ${course.title.toLowerCase()} with ${course.tutor}, one short lesson at a time.`,
        about: aboutOf(course.title, course.tag),
        descriptionHtml: sanitizeHtml(descriptionOf(course.title)),
        skillLevel: SKILL_LEVELS[i % SKILL_LEVELS.length],
        language: LANGUAGES[i % 7 === 3 ? 1 : i % 11 === 5 ? 2 : 0],
        isCaptions: i % 4 === 2 ? 0 : 1,
        rating: course.rating,
        ratingCount: course.ratingCount,
        students: course.students,
      })),
    )
    .returning({ id: courses.id });

  const topicIdsByCourse = new Map<number, number[]>();
  for (const { id: courseId } of courseRows) {
    const sectionCount = 2 + next(3);
    const sections = await tx
      .insert(courseSections)
      .values(
        Array.from({ length: sectionCount }, (_, s) => ({
          courseId,
          position: s + 1,
          title: SECTION_TITLES[s],
        })),
      )
      .returning({ id: courseSections.id });
    const topics = sections.flatMap(({ id: sectionId }, s) =>
      Array.from({ length: 2 + next(4) }, (_, t) => {
        const title = TOPIC_TITLES[(s * 3 + t) % TOPIC_TITLES.length];
        const isText = title.startsWith('Reading');
        return {
          sectionId,
          courseId,
          position: t + 1,
          title,
          durationSeconds: 60 * (2 + next(14)) + next(60),
          kind: isText ? 'text' : 'video',
          videoKey: isText ? null : ACADEMY_SAMPLE_VIDEO_KEY,
          body: isText
            ? 'Read this short text before the next video: it names the ideas the exercise relies on and points to the sources the tutor recommends.'
            : '',
        };
      }),
    );
    const rows = await tx.insert(courseTopics).values(topics).returning({ id: courseTopics.id });
    topicIdsByCourse.set(
      courseId,
      rows.map((r) => r.id),
    );
  }

  await tx.insert(webinars).values(
    SEED_WEBINARS.map((w) => ({
      title: w.title,
      description: w.description,
      host: w.host,
      durationMinutes: w.minutes,
      startsAt:
        sql`date_trunc('day', now()) + make_interval(days => ${w.inDays}, hours => ${w.hour})` as never,
    })),
  );

  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS[0].email]));
  if (!admin) return;
  // Share of each course's topics the admin finished: two whole courses, several part-way.
  const shares = [1, 0.6, 0.3, 1, 0.5, 0.8, 0, 0.2, 0, 0.45, 0, 0, 0.1];
  const completions: { userId: number; topicId: number; courseId: number; completedAt: never }[] = [];
  courseRows.forEach(({ id: courseId }, i) => {
    const ids = topicIdsByCourse.get(courseId) ?? [];
    const done = Math.round(ids.length * (shares[i] ?? 0));
    ids.slice(0, done).forEach((topicId, k) => {
      const minutesAgo = (completions.length * 97 + k * 13) % (9 * 24 * 60);
      completions.push({
        userId: admin.id,
        topicId,
        courseId,
        completedAt: sql`now() - make_interval(mins => ${minutesAgo})` as never,
      });
    });
  });
  if (completions.length) await tx.insert(topicCompletions).values(completions);
}

/** The 7 sample projects of the analytics dashboard. */
export async function seedAnalyticsProjects(tx: Queryable): Promise<void> {
  await tx.insert(analyticsProjects).values(
    SEED_PROJECTS.map((p) => ({
      name: p.name,
      logo: p.logo,
      projectType: p.projectType,
      leader: p.leader,
      progress: p.progress,
      minutesSpent: p.minutes,
      team: p.team,
      extraMembers: p.extra,
    })),
  );
}

/**
 * Sample traffic of the last 60 days (page views from a few hundred visitors) and a sign_up event per
 * user at the time the user row was made, set-based; the triggers of migration 0017 count them.
 */
export async function seedAnalyticsEvents(tx: Queryable, pageViews = 2400): Promise<void> {
  await tx.execute(
    sql.raw(`
    insert into analytics_events (type, occurred_at, visitor_id, path, device, source)
    select 'page_view', ${spreadTime('s.i', pageViews, 60, 71)},
      'seed-visitor-' || ${rnd('s.i', 72, 15)},
      ${array(SEED_PAGES)}[(${rnd('s.i', 73, SEED_PAGES.length)}) + 1],
      (ARRAY['desktop', 'desktop', 'desktop', 'mobile', 'mobile', 'tablet'])[(${rnd('s.i', 74, 6)}) + 1],
      ${array(SEED_SOURCES)}[(${rnd('s.i', 75, SEED_SOURCES.length)}) + 1]
    from generate_series(1, ${pageViews}) as s(i)`),
  );
  await tx.execute(sql`
    insert into analytics_events (type, occurred_at, visitor_id, user_id, path, device, source)
    select 'sign_up', u.created_at, 'seed-user-' || u.id, u.id, '/register', 'desktop', 'direct'
    from users u where u.created_at > now() - interval '400 days'`);
}
