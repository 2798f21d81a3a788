import type { Licence, LicenceListAnswer, NotificationsAnswer } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_LICENCES } from '../../db/seed/licence.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

const URL = '/api/admin/licences';
const inDays = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

describe('licences API', () => {
  let t: TestApp;
  let userIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/apps/users?itemsPerPage=10',
      headers: bearer(t.adminToken),
    });
    userIds = (res.json().users as { id: number }[]).map((u) => u.id);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = t.adminToken,
  ) => t.app.inject({ method, url, payload: payload as object, headers: bearer(token) });
  const list = async (qs = '') => {
    const res = await call('GET', `${URL}${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LicenceListAnswer;
  };
  const body = (over: Record<string, unknown> = {}) => ({
    product: 'goland',
    licensee: 'Test Team',
    licenceKey: `T-${Math.random().toString(36).slice(2, 10)}`,
    seats: 2,
    expiresOn: inDays(100),
    ...over,
  });

  it('lists the demo licences soonest expiry first, with status, days left and assigned users', async () => {
    const answer = await list('?itemsPerPage=100');
    expect(answer.totalLicences).toBe(SEED_LICENCES.length);
    const dates = answer.licences.map((l) => l.expiresOn);
    expect(dates).toEqual([...dates].sort());
    const soon = answer.licences.find((l) => l.licenceKey === 'APP-7Q2K-91XM-D3LA') as Licence;
    expect(soon).toMatchObject({ status: 'expiring', daysLeft: 5, seats: 5 });
    expect(soon.assignedUsers).toHaveLength(4);
    expect(Object.keys(soon.assignedUsers[0]).sort()).toEqual(['avatar', 'email', 'fullName', 'id']);
  });

  it('filters by status, product and text, sorts and pages on the server', async () => {
    const expired = await list('?status=expired');
    expect(expired.licences.map((l) => l.status)).toEqual(['expired', 'expired']);
    const expiring = await list('?status=expiring');
    expect(expiring.licences.every((l) => l.daysLeft >= 0 && l.daysLeft <= 30)).toBe(true);
    expect(expiring.totalLicences).toBe(3);
    const active = await list('?status=active&itemsPerPage=100');
    expect(active.licences.every((l) => l.daysLeft > 30)).toBe(true);
    expect((await list('?product=webstorm')).licences.map((l) => l.product)).toEqual([
      'webstorm',
      'webstorm',
    ]);
    expect((await list('?q=platform')).licences.map((l) => l.licenceKey)).toEqual(['GO-5T2Z-64KD-W8PN']);
    expect((await list('?q=rd-2w7e')).licences.map((l) => l.licensee)).toEqual(['Jane Client']);
    const bySeats = await list('?sortBy=seats&orderBy=desc&itemsPerPage=3&page=2');
    expect(bySeats.page).toBe(2);
    expect(bySeats.totalPages).toBe(4);
    expect(bySeats.licences.map((l) => l.seats)).toEqual([5, 4, 3]);
    expect((await call('GET', `${URL}?status=soon`)).statusCode).toBe(400);
    expect((await call('GET', `${URL}?sortBy=notes`)).statusCode).toBe(400);
  });

  it('creates, reads, updates and deletes a licence with its users', async () => {
    const created = await call('POST', URL, body({ assignedUserIds: [userIds[0], userIds[1], userIds[1]] }));
    expect(created.statusCode, created.body).toBe(201);
    const licence = created.json() as Licence;
    expect(licence.assignedUsers.map((u) => u.id).sort()).toEqual([userIds[0], userIds[1]].sort());
    expect(licence).toMatchObject({ status: 'active', daysLeft: 100, notes: '' });

    const updated = await call('PUT', `${URL}/${licence.id}`, {
      ...body({ licenceKey: licence.licenceKey, seats: 1, expiresOn: inDays(0) }),
      assignedUserIds: [userIds[2]],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ seats: 1, status: 'expiring', daysLeft: 0 });
    expect((updated.json() as Licence).assignedUsers.map((u) => u.id)).toEqual([userIds[2]]);

    expect((await call('DELETE', `${URL}/${licence.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${URL}/${licence.id}`)).json()).toEqual({ message: 'Licence not found' });
    expect((await call('DELETE', `${URL}/${licence.id}`)).statusCode).toBe(404);
  });

  it('refuses more assigned users than seats with a 400 on assignedUserIds, on create and on update', async () => {
    const tooMany = await call('POST', URL, body({ seats: 2, assignedUserIds: userIds.slice(0, 3) }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.assignedUserIds).toBe('has 3 users for 2 seats: remove users or add seats');

    const ok = (
      await call('POST', URL, body({ seats: 3, assignedUserIds: userIds.slice(0, 3) }))
    ).json() as Licence;
    const lowered = await call('PUT', `${URL}/${ok.id}`, {
      ...body({ licenceKey: ok.licenceKey, seats: 2 }),
      assignedUserIds: userIds.slice(0, 3),
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().errors.assignedUserIds).toMatch(/3 users for 2 seats/);
    expect(((await call('GET', `${URL}/${ok.id}`)).json() as Licence).seats).toBe(3);
  });

  it('refuses extra seats in the database too, whoever writes them', async () => {
    const licence = (
      await call('POST', URL, body({ seats: 1, assignedUserIds: [userIds[0]] }))
    ).json() as Licence;
    await expect(
      t.app.db.execute(
        sql`insert into licence_users (licence_id, user_id) values (${licence.id}, ${userIds[1]})`,
      ),
    ).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`update licences set seats = 0 where id = ${licence.id}`),
    ).rejects.toThrow();
    expect(((await call('GET', `${URL}/${licence.id}`)).json() as Licence).assignedUsers).toHaveLength(1);
  });

  it('answers 400 naming the field for bad dates, seats, products and unknown users', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ expiresOn: '2026-02-30' }, 'expiresOn', /not a real date/],
      [{ expiresOn: '31/12/2026' }, 'expiresOn', /YYYY-MM-DD/],
      [{ seats: 0 }, 'seats', /at least 1/],
      [{ seats: 1.5 }, 'seats', /whole number/],
      [{ seats: '3' }, 'seats', /number/],
      [{ product: 'notepad' }, 'product', /must be one of/],
      [{ licensee: '  ' }, 'licensee', /required/],
      [{ licenceKey: 'a b' }, 'licenceKey', /./],
      [{ assignedUserIds: [999_999] }, 'assignedUserIds', /unknown user ids: 999999/],
      [{ assignedUserIds: ['x'] }, 'assignedUserIds.0', /number/],
    ];
    for (const [over, field, reason] of cases) {
      const res = await call('POST', URL, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(res.json())).toMatch(reason);
    }
  });

  it('refuses a licence key that another licence holds with a 409 on licenceKey', async () => {
    const res = await call('POST', URL, body({ licenceKey: 'APP-7Q2K-91XM-D3LA' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.licenceKey).toMatch(/already taken/);
    const other = (await call('POST', URL, body())).json() as Licence;
    const renamed = await call('PUT', `${URL}/${other.id}`, body({ licenceKey: 'APP-7Q2K-91XM-D3LA' }));
    expect(renamed.statusCode).toBe(409);
    expect((await call('PUT', `${URL}/999999`, body())).statusCode).toBe(404);
  });

  it('lets only users allowed to read licences see them and their notifications', async () => {
    expect((await call('GET', URL, undefined, t.clientToken)).statusCode).toBe(403);
    expect((await call('POST', URL, body(), t.clientToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const client = (
      await call('GET', '/api/notifications', undefined, t.clientToken)
    ).json() as NotificationsAnswer;
    expect(client).toEqual({ items: [], total: 0 });
  });

  it('tells an admin in the notifications which licences expire within 30 days', async () => {
    const res = await call('GET', '/api/notifications');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json() as NotificationsAnswer;
    expect(total).toBe(items.length);
    const pack = items.find(
      (i) => i.params.licensee === 'Demo Inc.' && i.params.productCode === 'all-products-pack',
    );
    expect(pack).toMatchObject({
      kind: 'licenceExpiring',
      severity: 'error',
      message: 'All Products Pack (Demo Inc.) expires in 5 days',
      url: '/admin/jetbrains?status=expiring',
    });
    expect(items.every((i) => Number(i.params.days) >= 0 && Number(i.params.days) <= 30)).toBe(true);
    const expiring = (await call('GET', `${URL}/expiring`)).json();
    expect(expiring.licences[0]).toMatchObject({ licenceKey: 'APP-7Q2K-91XM-D3LA', daysLeft: 5 });
  });
});
