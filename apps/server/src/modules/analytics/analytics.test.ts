import type { AnalyticsDashboardAnswer, AnalyticsProjectsAnswer } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROJECTS } from '../../db/seed/academy.data.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { deviceOf, recordSignUp, sourceOf } from './analytics-events.ts';

const today = () => new Date().toISOString().slice(0, 10);
const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('analytics API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress: ip,
    });
  const dashboard = async (qs = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/analytics${qs}`,
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AnalyticsDashboardAnswer;
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as { rows: T[] }).rows;

  it('reads devices and sources', () => {
    expect(deviceOf(MOBILE)).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe('desktop');
    expect(deviceOf('Googlebot/2.1')).toBe('bot');
    expect(sourceOf('https://www.google.com/search?q=x', 'app.test')).toBe('google.com');
    expect(sourceOf('http://app.test:3000/x', 'app.test:3000')).toBe('direct');
    expect(sourceOf('not a url', 'app.test')).toBe('direct');
    expect(sourceOf(undefined, 'app.test')).toBe('direct');
  });

  it('records a batch of page views, anonymous or signed in, and counts them on the dashboard', async () => {
    const before = await dashboard();
    const anonymous = await send(
      {
        visitorId: 'visitor-aaaa-0001',
        events: [
          { type: 'page_view', path: '/front-pages/landing', referrer: 'https://news.ycombinator.com/item' },
          { type: 'page_view', path: '/login' },
        ],
      },
      { 'user-agent': MOBILE },
    );
    expect(anonymous.statusCode, anonymous.body).toBe(204);
    const signedIn = await send(
      {
        visitorId: 'visitor-aaaa-0002',
        events: [{ type: 'page_view', path: '/dashboards/analytics', at: Date.now() }],
      },
      bearer(t.adminToken),
    );
    expect(signedIn.statusCode).toBe(204);
    const [owner] = await rows<{ user_id: number | null }>(
      sql`select user_id from analytics_events where visitor_id = 'visitor-aaaa-0002'`,
    );
    expect(owner.user_id).not.toBeNull();

    const after = await dashboard();
    expect(after.totals.pageViews - before.totals.pageViews).toBe(3);
    expect(after.totals.visits - before.totals.visits).toBe(2);
    const views = (list: { key: string; views: number }[], key: string) =>
      list.find((x) => x.key === key)?.views ?? 0;
    expect(views(after.sources, 'news.ycombinator.com') - views(before.sources, 'news.ycombinator.com')).toBe(
      2,
    );
    expect(views(after.devices, 'mobile') - views(before.devices, 'mobile')).toBe(2);
    expect(after.daily.at(-1)?.day).toBe(today());
    // The same visitor again the same day is no new visit.
    await send({ visitorId: 'visitor-aaaa-0001', events: [{ type: 'page_view', path: '/login' }] });
    expect((await dashboard()).totals.visits).toBe(after.totals.visits);
  });

  it('refuses a malformed batch with 400 and writes nothing', async () => {
    const [{ n: before }] = await rows<{ n: number }>(sql`select count(*)::int as n from analytics_events`);
    const cases: [unknown, string][] = [
      [{ visitorId: 'short', events: [{ type: 'page_view', path: '/' }] }, 'visitorId'],
      [{ visitorId: 'visitor-bbbb-0001', events: [] }, 'events'],
      [{ visitorId: 'visitor-bbbb-0001', events: [{ type: 'click', path: '/' }] }, 'type'],
      [
        { visitorId: 'visitor-bbbb-0001', events: [{ type: 'page_view', path: 'https://evil.test/' }] },
        'path',
      ],
      [{ visitorId: 'visitor-bbbb-0001', events: [{ type: 'page_view', path: '/a?q=secret' }] }, 'path'],
      [
        {
          visitorId: 'visitor-bbbb-0001',
          events: Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/' })),
        },
        'events',
      ],
      [
        {
          visitorId: 'visitor-bbbb-0001',
          events: [{ type: 'page_view', path: '/ok' }, { type: 'page_view' }],
        },
        'path',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload, {}, '10.0.0.9');
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toContain(field);
    }
    const [{ n: after }] = await rows<{ n: number }>(sql`select count(*)::int as n from analytics_events`);
    expect(after).toBe(before);
  });

  it('limits the batches one address may send per minute', async () => {
    const payload = { visitorId: 'visitor-cccc-0001', events: [{ type: 'page_view', path: '/x' }] };
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) codes.push((await send(payload, {}, '10.0.0.77')).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 204)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await send(payload, {}, '10.0.0.78')).statusCode).toBe(204);
  });

  it('equals the aggregates of the raw events and orders after a batch of writes', async () => {
    const [user] = await rows<{ id: number }>(sql`select id from users order by id desc limit 1`);
    await recordSignUp(t.app.db, { userId: user.id, userAgent: MOBILE, referrer: 'https://github.com/x' });
    const batch = Array.from({ length: 40 }, (_, i) => ({ type: 'page_view' as const, path: `/p/${i % 7}` }));
    for (let v = 0; v < 5; v++)
      await send({ visitorId: `visitor-dddd-000${v}`, events: batch }, {}, `10.1.0.${v}`);
    // An event deleted (retention) leaves the counts equal too.
    await t.app.db.execute(
      sql`delete from analytics_events where id = (select min(id) from analytics_events)`,
    );

    const start = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const end = today();
    const d = await dashboard(`?from=${start}&to=${end}`);
    const inRange = sql`(occurred_at at time zone 'UTC')::date between ${start} and ${end}`;
    const [raw] = await rows<{ page_views: number; sign_ups: number; visits: number; orders: number }>(sql`
      select
        (select count(*)::int from analytics_events where type = 'page_view' and ${inRange}) as page_views,
        (select count(*)::int from analytics_events where type = 'sign_up' and ${inRange}) as sign_ups,
        (select count(*)::int from (select distinct (occurred_at at time zone 'UTC')::date, visitor_id
          from analytics_events where type = 'page_view' and ${inRange}) v) as visits,
        (select count(*)::int from orders where (ordered_at at time zone 'UTC')::date between ${start} and ${end}) as orders`);
    expect(d.totals).toMatchObject({
      pageViews: raw.page_views,
      signUps: raw.sign_ups,
      visits: raw.visits,
      orders: raw.orders,
    });
    expect(d.totals.conversion).toBe(Math.round((raw.orders * 1000) / raw.visits) / 10);
    const topPages = await rows<{ key: string; views: number }>(sql`
      select path as key, count(*)::int as views from analytics_events where type = 'page_view' and ${inRange}
      group by path order by views desc, path limit 10`);
    expect(d.topPages).toEqual(topPages);
    const devices = await rows<{ key: string; views: number }>(sql`
      select device as key, count(*)::int as views from analytics_events where type = 'page_view' and ${inRange}
      group by device order by views desc, device`);
    expect(d.devices).toEqual(devices);
    const sources = await rows<{ key: string; views: number }>(sql`
      select source as key, count(*)::int as views from analytics_events where type = 'page_view' and ${inRange}
      group by source order by views desc, source limit 10`);
    expect(d.sources).toEqual(sources);
    const sum = (k: 'pageViews' | 'visits' | 'signUps' | 'orders') => d.daily.reduce((n, x) => n + x[k], 0);
    expect(sum('pageViews')).toBe(raw.page_views);
    expect(sum('visits')).toBe(raw.visits);
    expect(sum('signUps')).toBe(raw.sign_ups);
    expect(sum('orders')).toBe(raw.orders);
  });

  it('compares with the previous period of the same length', async () => {
    const d = await dashboard('?from=2026-03-01&to=2026-03-10');
    expect(d.period).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(d.previousPeriod).toEqual({ from: '2026-02-19', to: '2026-02-28' });
    expect(d.daily).toHaveLength(10);
    const fallback = await dashboard();
    expect(fallback.period.to).toBe(today());
    expect(fallback.daily).toHaveLength(30);
  });

  it('refuses a bad date range with 400', async () => {
    for (const qs of [
      '?from=2026-02-30',
      '?from=2026-03-10&to=2026-03-01',
      '?from=2020-01-01&to=2026-01-01',
      '?to=soon',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/analytics${qs}`,
        headers: bearer(t.adminToken),
      });
      expect(res.statusCode, qs).toBe(400);
    }
  });

  it('keeps the dashboard to users allowed to read analytics', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard/analytics' });
    expect(anonymous.statusCode).toBe(401);
    const client = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/analytics/projects',
      headers: bearer(t.clientToken),
    });
    expect(client.statusCode).toBe(403);
  });

  describe('GET /api/dashboard/analytics/projects', () => {
    const projects = async (qs = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/analytics/projects${qs}`,
        headers: bearer(t.adminToken),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AnalyticsProjectsAnswer;
    };

    it('lists the 7 sample projects with leader, team, progress and hours', async () => {
      const all = await projects();
      expect(all.total).toBe(7);
      expect(all.projects.map((p) => p.name)).toEqual(SEED_PROJECTS.map((p) => p.name));
      expect(all.projects[0]).toMatchObject({
        project: 'React Project',
        leader: 'Eileen',
        progress: 78,
        hours: '18:42',
        extraMembers: 3,
      });
      expect(all.projects[0].team).toHaveLength(3);
      expect(all.projects[1].extraMembers).toBeUndefined();
    });

    it('matches q on name, leader or project type', async () => {
      expect((await projects('?q=website')).projects.map((p) => p.name)).toEqual([
        'Blockchain Website',
        'Hoffman Website',
      ]);
      expect((await projects('?q=harmonia')).projects.map((p) => p.name)).toEqual(['Dojo Email App']);
      expect((await projects('?q=figma')).projects.map((p) => p.name)).toEqual(['Falcon Logo Design']);
      expect((await projects('?q=nothing-like-this')).total).toBe(0);
    });

    it('sorts by project, leader and progress, and pages', async () => {
      const byName = (await projects('?sortBy=project&orderBy=asc')).projects.map((p) => p.name);
      expect(byName).toEqual([...byName].sort());
      const byLeader = (await projects('?sortBy=leader&orderBy=desc')).projects.map((p) => p.leader);
      expect(byLeader).toEqual([...byLeader].sort().reverse());
      const byProgress = (await projects('?sortBy=progress&orderBy=desc')).projects.map((p) => p.progress);
      expect(byProgress).toEqual([92, 78, 62, 51, 49, 25, 8]);
      const second = await projects('?itemsPerPage=5&page=2');
      expect(second.projects).toHaveLength(2);
      expect(second.total).toBe(7);
    });

    it('refuses a bad sort, direction or page size with 400', async () => {
      for (const qs of ['?sortBy=hours', '?orderBy=sideways', '?itemsPerPage=101']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/analytics/projects${qs}`,
          headers: bearer(t.adminToken),
        });
        expect(res.statusCode, qs).toBe(400);
      }
    });
  });
});
