import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('GET /api/app-bar/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = (token: string, q: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/app-bar/search?q=${encodeURIComponent(q)}`,
      headers: bearer(token),
    });

  it('matches child titles case-insensitively and leaves out groups without a match', async () => {
    const res = await search(t.adminToken, 'ROLES');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        title: 'Apps & Pages',
        category: 'appsPages',
        children: [{ title: 'Roles', url: '/apps/roles', icon: 'tabler-shield-lock' }],
      },
    ]);
  });

  it('gives at most 5 children a group', async () => {
    const groups = (await search(t.adminToken, '')).json() as { children: unknown[] }[];
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g.children.length).toBeLessThanOrEqual(5);
  });

  it('leaves out pages the user may not open', async () => {
    const asClient = (await search(t.clientToken, 'user')).json();
    expect(JSON.stringify(asClient)).not.toContain('/apps/user/list');
    const asAdmin = (await search(t.adminToken, 'user')).json();
    expect(JSON.stringify(asAdmin)).toContain('/apps/user/list');
  });

  it('treats a repeated q (not a string) as empty', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/app-bar/search?q=a&q=b',
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBe(200);
  });
});
