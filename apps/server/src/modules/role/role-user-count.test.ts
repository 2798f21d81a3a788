import type { Role } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, newUserBody } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/** roles.user_count is kept by triggers on users (migration 0009); it must equal count(*) after every write. */
describe('roles: stored user counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pairs = async () => {
    const result = (await t.app.db.execute(
      sql`select r.id, r.user_count as stored, (select count(*) from users u where u.role_id = r.id) as counted
          from roles r order by r.id`,
    )) as { rows: { id: number; stored: number | string; counted: number | string }[] };
    return result.rows.map((r) => ({
      id: Number(r.id),
      stored: Number(r.stored),
      counted: Number(r.counted),
    }));
  };
  const expectInStep = async () => {
    for (const row of await pairs()) expect(row.stored, `role ${row.id}`).toBe(row.counted);
  };

  it('follows users created, moved to another role and deleted, and the role list shows it', async () => {
    await expectInStep();
    const created = await call(t, 'POST', '/api/apps/users', newUserBody('editor'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    await expectInStep();
    const moved = await call(t, 'PATCH', `/api/apps/users/${id}`, { role: 'author' });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectInStep();
    await t.app.db.execute(sql`update users set role_id = (select id from roles where name = 'subscriber')
      where id in (select id from users where password_hash is null order by id limit 7)`);
    await expectInStep();
    const removed = await call(t, 'DELETE', `/api/apps/users/${id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await expectInStep();
    const { roles } = await getOk<{ roles: Role[] }>(t, '/api/apps/roles');
    const counted = await pairs();
    for (const role of roles) expect(role.totalUsers).toBe(counted.find((c) => c.id === role.id)?.counted);
  });
});
