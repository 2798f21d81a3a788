import type {
  AcademyDashboardAnswer,
  CourseDetails,
  CourseListAnswer,
  TopicCompletionAnswer,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COURSES } from '../../db/seed/academy.data.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('academy API', () => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = (await t.app.db.execute(sql`select id from users where email = 'admin@demo.com'`)) as {
      rows: { id: number }[];
    };
    adminId = rows[0].id;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = t.adminToken) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const courses = async (qs = '') => {
    const res = await get(`/api/apps/academy/courses${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CourseListAnswer;
  };
  const scalar = async (query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as { rows: { n: number }[] }).rows[0].n;

  it('lists the 25 sample courses, 10 per page by default, with the spec fields', async () => {
    const page = await courses();
    expect(page.totalCourse).toBe(SEED_COURSES.length);
    expect(page.total).toBe(25);
    expect(page.courses).toHaveLength(10);
    expect(Object.keys(page.courses[0]).sort()).toEqual(
      [
        'id',
        'user',
        'image',
        'tutorImg',
        'completedTasks',
        'totalTasks',
        'userCount',
        'note',
        'view',
        'time',
        'logo',
        'color',
        'courseTitle',
        'desc',
        'tags',
        'rating',
        'ratingCount',
      ].sort(),
    );
    const third = await courses('?page=3');
    expect(third.courses).toHaveLength(5);
    const bad = await courses('?page=abc&itemsPerPage=xyz');
    expect(bad.courses).toHaveLength(10);
  });

  it('counts each course’s topics and the user’s completed ones from the tables', async () => {
    const page = await courses('?itemsPerPage=100');
    for (const c of page.courses) {
      expect(c.totalTasks).toBe(
        await scalar(sql`select count(*)::int as n from course_topics where course_id = ${c.id}`),
      );
      expect(c.completedTasks).toBe(
        await scalar(
          sql`select count(*)::int as n from topic_completions where course_id = ${c.id} and user_id = ${adminId}`,
        ),
      );
      expect(c.note + c.view).toBe(c.totalTasks);
    }
  });

  it('matches q on the title or the tutor, case-insensitively', async () => {
    const byTitle = await courses('?q=react');
    expect(byTitle.total).toBe(
      SEED_COURSES.filter((c) => /react/i.test(c.title) || /react/i.test(c.tutor)).length,
    );
    expect(byTitle.courses.every((c) => /react/i.test(c.courseTitle) || /react/i.test(c.user))).toBe(true);
    const byTutor = await courses('?q=estella');
    expect(byTutor.total).toBe(2);
    expect(byTutor.totalCourse).toBe(25);
    expect((await courses('?q=%25_')).total).toBe(0);
  });

  it('filters by label: All Courses by default, else the tag', async () => {
    expect((await courses('?label=All%20Courses')).total).toBe(25);
    const art = await courses('?label=Art&itemsPerPage=100');
    expect(art.total).toBe(SEED_COURSES.filter((c) => c.tag === 'Art').length);
    expect(art.courses.every((c) => c.tags === 'Art')).toBe(true);
    const uiux = await courses('?label=UI%2FUX');
    expect(uiux.total).toBe(SEED_COURSES.filter((c) => c.tag === 'UI/UX').length);
  });

  it('hides the courses whose completed tasks equal the total', async () => {
    const all = await courses('?itemsPerPage=100');
    const finished = all.courses.filter((c) => c.completedTasks === c.totalTasks).length;
    expect(finished).toBeGreaterThan(0);
    const open = await courses('?hideCompleted=true&itemsPerPage=100');
    expect(open.total).toBe(25 - finished);
    expect(open.courses.every((c) => c.completedTasks < c.totalTasks)).toBe(true);
    expect((await courses('?hideCompleted=false')).total).toBe(25);
  });

  it('sorts by course name and by progress in both directions', async () => {
    const asc = await courses('?sortBy=courseName&orderBy=asc&itemsPerPage=100');
    const names = asc.courses.map((c) => c.courseTitle);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await courses('?sortBy=courseName&orderBy=desc&itemsPerPage=100');
    expect(desc.courses.map((c) => c.courseTitle)).toEqual([...names].reverse());
    const byProgress = await courses('?sortBy=progress&orderBy=desc&itemsPerPage=100');
    const ratios = byProgress.courses.map((c) => c.completedTasks / c.totalTasks);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    expect(ratios[0]).toBe(1);
  });

  it('refuses a bad label, sort, direction, page size or hideCompleted with 400 naming the field', async () => {
    for (const [qs, field] of [
      ['?label=Cooking', 'label'],
      ['?sortBy=rating', 'sortBy'],
      ['?orderBy=up', 'orderBy'],
      ['?itemsPerPage=500', 'itemsPerPage'],
      ['?page=0', 'page'],
      ['?hideCompleted=yes', 'hideCompleted'],
    ]) {
      const res = await get(`/api/apps/academy/courses${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.body, qs).toContain(field);
    }
  });

  it('gives the details of a course with sections, topics and the user’s completion', async () => {
    const res = await get('/api/apps/academy/course-details/1');
    expect(res.statusCode).toBe(200);
    const d = res.json() as CourseDetails;
    expect(d.title).toBe(SEED_COURSES[0].title);
    expect(d.instructor).toBe(SEED_COURSES[0].tutor);
    expect(d.totalLectures).toBe(d.content.reduce((n, s) => n + s.topics.length, 0));
    expect(d.content[0].status).toMatch(/^\d+\/\d+$/);
    expect(d.length).toMatch(/total hours$/);
    const video = d.content.flatMap((s) => s.topics).find((x) => x.kind === 'video');
    expect(video?.videoUrl).toBe('/api/apps/academy/videos/sample-lesson.webm');
    // Without an id: the course the user worked on last.
    const current = await get('/api/apps/academy/course-details');
    expect(current.statusCode).toBe(200);
    expect(await get('/api/apps/academy/course-details/9999').then((r) => r.statusCode)).toBe(404);
    expect(await get('/api/apps/academy/course-details/abc').then((r) => r.statusCode)).toBe(400);
  });

  it('saves a topic’s completion per user and moves the course’s progress', async () => {
    const before = (await get('/api/apps/academy/course-details/7').then((r) => r.json())) as CourseDetails;
    const topic = before.content[0].topics[0];
    expect(topic.isCompleted).toBe(false);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/apps/academy/topics/${topic.id}/completion`,
      headers: bearer(t.adminToken),
    });
    expect(done.statusCode).toBe(200);
    const answer = done.json() as TopicCompletionAnswer;
    expect(answer).toMatchObject({
      courseId: 7,
      isCompleted: true,
      completedTasks: before.completedTasks + 1,
    });
    // Twice is the same as once.
    await t.app.inject({
      method: 'POST',
      url: `/api/apps/academy/topics/${topic.id}/completion`,
      headers: bearer(t.adminToken),
    });
    const after = (await get('/api/apps/academy/course-details/7').then((r) => r.json())) as CourseDetails;
    expect(after.completedTasks).toBe(before.completedTasks + 1);
    expect(after.content[0].topics[0].isCompleted).toBe(true);
    const listed = (await courses('?q=Critical')).courses[0];
    expect(listed.completedTasks).toBe(before.completedTasks + 1);
    // The completion is this user's alone.
    expect(
      await scalar(
        sql`select count(*)::int as n from topic_completions where topic_id = ${topic.id} and user_id <> ${adminId}`,
      ),
    ).toBe(0);
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/apps/academy/topics/${topic.id}/completion`,
      headers: bearer(t.adminToken),
    });
    expect(undo.statusCode).toBe(200);
    expect((undo.json() as TopicCompletionAnswer).completedTasks).toBe(before.completedTasks);
  });

  it('answers 404 for an unknown topic and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/apps/academy/topics/999999/completion',
      headers: bearer(t.adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/apps/academy/topics/1x/completion',
      headers: bearer(t.adminToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the academy to signed-in users allowed to read it', async () => {
    expect((await get('/api/apps/academy/courses', null)).statusCode).toBe(401);
    expect((await get('/api/apps/academy/courses', t.clientToken)).statusCode).toBe(403);
  });

  it('builds the dashboard from the user’s completions', async () => {
    const res = await get('/api/apps/academy/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json() as AcademyDashboardAnswer;
    expect(d.totals.topicsCompleted).toBe(
      await scalar(sql`select count(*)::int as n from topic_completions where user_id = ${adminId}`),
    );
    expect(d.timeSpent).toHaveLength(7);
    expect(d.timeSpent.at(-1)?.day).toBe(d.period.to);
    const inRange = (p: { from: string; to: string }) =>
      scalar(sql`select count(*)::int as n from topic_completions where user_id = ${adminId}
        and (completed_at at time zone 'UTC')::date between ${p.from}::date and ${p.to}::date`);
    expect(d.learned.topics).toBe(await inRange(d.period));
    expect(d.previous.topics).toBe(await inRange(d.previousPeriod));
    expect(d.topics.reduce((n, x) => n + x.topics, 0)).toBe(d.learned.topics);
    const year = (
      await get('/api/apps/academy/dashboard?from=2025-01-01&to=2025-12-31')
    ).json() as AcademyDashboardAnswer;
    expect(year.period).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(year.previousPeriod).toEqual({ from: '2024-01-02', to: '2024-12-31' });
    expect(year.timeSpent.map((x) => x.day)[0]).toBe('2025-12-25');
    expect((await get('/api/apps/academy/dashboard?from=2025-02-01&to=2025-01-01')).statusCode).toBe(400);
    expect(d.totals.coursesCompleted).toBeGreaterThan(0);
    expect(d.topCourses[0].students).toBe(Math.max(...SEED_COURSES.map((c) => c.students)));
    expect(d.upcomingWebinars.every((w) => Date.parse(w.startsAt) > Date.now())).toBe(true);
    expect(d.upcomingWebinars.length).toBe(4);
    expect(d.assignments.every((a) => a.completedTasks < a.totalTasks)).toBe(true);
  });

  it('serves the bundled sample video, whole or by byte range', async () => {
    const whole = await t.app.inject({ method: 'GET', url: '/api/apps/academy/videos/sample-lesson.webm' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await t.app.inject({
      method: 'GET',
      url: '/api/apps/academy/videos/sample-lesson.webm',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/apps/academy/videos/missing.webm' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/apps/academy/videos/..%2Fx.webm' })).statusCode,
    ).toBe(400);
  });
});
