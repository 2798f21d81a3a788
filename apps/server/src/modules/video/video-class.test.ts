import type { VideoClass } from '@app/contracts/video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('video classification tree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = t.adminToken,
  ) => t.app.inject({ method, url: `/api/admin/video-classes${url}`, payload, headers: bearer(token) });
  const classes = async () => (await call('GET', '')).json().classes as VideoClass[];
  const named = async (name: string) => {
    const found = (await classes()).find((c) => c.name === name);
    if (!found) throw new Error(`no class ${name}`);
    return found;
  };

  it('lists the seeded tree, parents first, with what is under each node', async () => {
    const all = await classes();
    const engineering = all.find((c) => c.name === 'Engineering');
    const frontend = all.find((c) => c.name === 'Frontend');
    const hooks = all.find((c) => c.name === 'Hooks series');
    expect(engineering).toMatchObject({ pid: 0, level: 1, children: 2, videos: 0 });
    expect(frontend).toMatchObject({ pid: engineering?.id, level: 2, videos: 1 });
    expect(hooks).toMatchObject({ level: 4, children: 0, videos: 2 });
    expect(all.map((c) => c.level)).toEqual([...all.map((c) => c.level)].sort());
  });

  it('adds a category, a child one level below it, and refuses a fifth level', async () => {
    const category = await call('POST', '', { name: 'Marketing' });
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json()).toMatchObject({ name: 'Marketing', level: 1, pid: 0, children: 0, videos: 0 });
    const sub = await call('POST', '', { parentId: category.json().id, name: 'Campaigns' });
    expect(sub.json()).toMatchObject({ level: 2, pid: category.json().id });

    const series = await named('Hooks series');
    const fifth = await call('POST', '', { parentId: series.id, name: 'Too deep' });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().errors.parentId).toMatch(/series, the last level/);
  });

  it('refuses an unknown or malformed parent with 400 naming parentId', async () => {
    for (const parentId of [999_999, -1, 'x', 1.5]) {
      const res = await call('POST', '', { parentId, name: 'Orphan' });
      expect(res.statusCode, String(parentId)).toBe(400);
      expect(res.json().errors).toHaveProperty('parentId');
    }
  });

  it('refuses an empty or too long name with 400 naming name', async () => {
    for (const name of ['', '   ', 'x'.repeat(81), 42]) {
      const res = await call('POST', '', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('name');
    }
  });

  it('keeps names unique under one parent, in any case, and allows them under another', async () => {
    const frontend = await named('Frontend');
    const same = await call('POST', '', { parentId: frontend.id, name: 'react' });
    expect(same.statusCode).toBe(409);
    expect(same.json().errors.name).toMatch(/already used/);
    const backend = await named('Backend');
    expect((await call('POST', '', { parentId: backend.id, name: 'React' })).statusCode).toBe(201);
  });

  it('renames a node; a sibling’s name is refused; an unknown id is 404', async () => {
    const css = await named('CSS');
    const renamed = await call('PUT', `/${css.id}`, { name: 'Styling' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: css.id, name: 'Styling', level: 3 });
    expect((await call('PUT', `/${css.id}`, { name: 'REACT' })).statusCode).toBe(409);
    expect((await call('PUT', `/${css.id}`, { name: 'styling' })).statusCode).toBe(200);
    expect((await call('PUT', '/999999', { name: 'Nothing' })).statusCode).toBe(404);
    expect((await call('PUT', '/abc', { name: 'Nothing' })).statusCode).toBe(400);
  });

  it('refuses to delete a node that holds classifications or videos (409), deletes an empty one', async () => {
    const engineering = await named('Engineering');
    const full = await call('DELETE', `/${engineering.id}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().errors.id).toMatch(/still holds 2 classification/);
    const hooks = await named('Hooks series');
    const withVideos = await call('DELETE', `/${hooks.id}`);
    expect(withVideos.statusCode).toBe(409);
    expect(withVideos.json().message).toMatch(/2 video/);

    const empty = await call('POST', '', { name: 'Temporary' });
    expect((await call('DELETE', `/${empty.json().id}`)).statusCode).toBe(204);
    expect((await classes()).some((c) => c.name === 'Temporary')).toBe(false);
    expect((await call('DELETE', `/${empty.json().id}`)).statusCode).toBe(404);
  });

  it('refuses anonymous callers (401) and the demo client (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/video-classes' });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', '', undefined, t.clientToken)).statusCode).toBe(403);
    expect((await call('POST', '', { name: 'Nope' }, t.clientToken)).statusCode).toBe(403);
  });
});
