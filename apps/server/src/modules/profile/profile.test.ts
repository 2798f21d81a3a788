import { PROFILE_PROJECTS_PAGE_SIZE } from '@app/contracts/profile';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsProjects } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

const PASSWORD = 'willow-beacon-64';
let made = 0;

describe('the user profile', () => {
  let t: TestApp;
  const newUser = async (fullName: string) => {
    made += 1;
    const username = `profile.${process.pid}.${made}`;
    const email = `${username}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
      payload: {
        fullName,
        username,
        email,
        role: 'maintainer',
        currentPlan: 'team',
        country: 'Egypt',
        password: PASSWORD,
      },
    });
    if (res.statusCode !== 201) throw new Error(`user: ${res.statusCode} ${res.body}`);
    return { id: res.json().id as number, email, token: await t.login(email, PASSWORD) };
  };
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the signed-in user's header from their account, with the stored profile texts", async () => {
    const me = await newUser('Nadia Haddad');
    const first = await get('/api/pages/profile/header', me.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      fullName: 'Nadia Haddad',
      location: 'Egypt',
      designation: 'maintainer',
      profileImg: null,
      coverImg: null,
    });
    expect(Date.now() - Date.parse(first.json().joiningDate)).toBeLessThan(60_000);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/pages/profile',
      headers: bearer(me.token),
      payload: { location: 'Cairo', designation: 'Logistics lead', about: 'Keeps the trucks moving.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ location: 'Cairo', designation: 'Logistics lead' });
    const tab = await get('/api/pages/profile?tab=profile', me.token);
    expect(tab.json().aboutText).toBe('Keeps the trucks moving.');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/pages/profile',
      headers: bearer(me.token),
      payload: { location: 'x'.repeat(101), designation: '', about: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.location).toBe('is too long');
  });

  it('builds the profile tab from real data: about, contacts, team, overview and chat contacts', async () => {
    const res = await get('/api/pages/profile?tab=profile', t.adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const value = (list: { property: string; value: string }[], property: string) =>
      list.find((f) => f.property === property)?.value;
    expect(value(body.about, 'fullName')).toBe('John Doe');
    expect(value(body.about, 'role')).toBe('admin');
    expect(value(body.contacts, 'email')).toBe('admin@demo.com');
    expect(body.teams[0].property).toBe('admin');
    const [{ n }] = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from chats c join users u on u.email = 'admin@demo.com' where c.user_a = u.id or c.user_b = u.id`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(Number(value(body.overview, 'connections'))).toBe(n);
    expect(body.connections.length).toBe(Math.min(n, 5));
    expect(body.aboutText).toMatch(/Runs the shop/);
  });

  it('lists the chat contacts as connections and the role as the team', async () => {
    const connections = await get('/api/pages/profile?tab=connections', t.adminToken);
    expect(connections.statusCode).toBe(200);
    expect(connections.json().length).toBeGreaterThan(0);
    expect(connections.json()[0]).toMatchObject({ isConnected: true });
    const teams = await get('/api/pages/profile?tab=teams', t.adminToken);
    expect(teams.json()[0]).toMatchObject({ title: 'admin' });
    // A new user chats with nobody yet.
    const me = await newUser('Lonely Person');
    expect((await get('/api/pages/profile?tab=connections', me.token)).json()).toEqual([]);
  });

  it('pages the projects the user leads or works on; a page out of range answers page 1', async () => {
    const me = await newUser('Project Leader');
    for (let i = 0; i < PROFILE_PROJECTS_PAGE_SIZE + 2; i++) {
      const leader = i % 2 ? 'Project' : 'Someone';
      const team = i % 2 ? ['A B'] : ['Project Leader', 'C D'];
      await t.app.db.insert(analyticsProjects).values({
        name: `P${String(i).padStart(2, '0')}`,
        logo: 'brand-react',
        projectType: 'React Project',
        leader,
        progress: 50,
        minutesSpent: 90,
        team,
      });
    }
    const first = await get('/api/pages/profile?tab=projects&page=1', me.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      totalProjects: PROFILE_PROJECTS_PAGE_SIZE + 2,
      totalPages: 2,
      page: 1,
    });
    expect(first.json().projects).toHaveLength(PROFILE_PROJECTS_PAGE_SIZE);
    const second = await get('/api/pages/profile?tab=projects&page=2', me.token);
    expect(second.json()).toMatchObject({ page: 2 });
    expect(second.json().projects).toHaveLength(2);
    const beyond = await get('/api/pages/profile?tab=projects&page=9', me.token);
    expect(beyond.json().page).toBe(1);
    expect(beyond.json().projects.map((p: { title: string }) => p.title)).toEqual(
      first.json().projects.map((p: { title: string }) => p.title),
    );
    // Someone else sees none of these.
    const other = await newUser('Other Person');
    expect((await get('/api/pages/profile?tab=projects', other.token)).json()).toEqual({
      projects: [],
      totalPages: 0,
      totalProjects: 0,
      page: 1,
    });
  });

  it('answers 400 naming the tab when it is missing or unknown', async () => {
    for (const url of ['/api/pages/profile', '/api/pages/profile?tab=', '/api/pages/profile?tab=secrets']) {
      const res = await get(url, t.adminToken);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.tab).toMatch(/one of profile, teams, projects, connections/);
    }
  });

  it("shows only the caller's own profile, and nothing without a session", async () => {
    const a = await newUser('Alpha Person');
    const b = await newUser('Beta Person');
    await t.app.inject({
      method: 'PUT',
      url: '/api/pages/profile',
      headers: bearer(a.token),
      payload: { location: 'Secret Base', designation: 'Spy', about: 'hidden' },
    });
    const seen = await get(`/api/pages/profile/header?id=${a.id}`, b.token);
    expect(seen.json()).toMatchObject({ fullName: 'Beta Person', location: 'Egypt' });
    expect(JSON.stringify((await get('/api/pages/profile?tab=profile', b.token)).json())).not.toMatch(
      /Secret Base|hidden/,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/profile/header' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/profile?tab=profile' })).statusCode).toBe(
      401,
    );
  });
});
