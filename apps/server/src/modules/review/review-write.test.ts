import type { Review } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { call, countRows, getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

describe('reviews: publish, delete', () => {
  let t: TestApp;
  let all: Review[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await getOk<{ reviews: Review[] }>(t, '/api/apps/ecommerce/reviews?itemsPerPage=100')).reviews;
  });
  afterAll(() => t.close());

  const url = '/api/apps/ecommerce/reviews';

  it('publishes a pending review and unpublishes it again', async () => {
    const pending = all.find((r) => r.status === 'Pending') as Review;
    const published = await call(t, 'PATCH', `${url}/${pending.id}`, { status: 'Published' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ ...pending, status: 'Published' });
    const stats = await getOk<{ pending: number }>(t, `${url}/stats`);
    expect(stats.pending).toBe(all.filter((r) => r.status === 'Pending').length - 1);
    const back = await call(t, 'PATCH', `${url}/${pending.id}`, { status: 'Pending' });
    expect(back.json().status).toBe('Pending');
  });

  it('refuses a bad status (400) and an unknown review (404)', async () => {
    const bad = await call(t, 'PATCH', `${url}/${all[0].id}`, { status: 'All' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    const missing = await call(t, 'PATCH', `${url}/999999`, { status: 'Published' });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes one review with 204, then answers 404 with an empty body', async () => {
    const before = await countRows(t, reviews);
    const res = await call(t, 'DELETE', `${url}/${all[5].id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countRows(t, reviews)).toBe(before - 1);
    const again = await call(t, 'DELETE', `${url}/${all[5].id}`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe('');
    expect((await call(t, 'DELETE', `${url}/x1`)).statusCode).toBe(400);
    expect((await call(t, 'DELETE', `${url}/4294967296`)).statusCode).toBe(400);
  });

  it('bulk-deletes reviews and reports how many; refuses a bad list, deleting nothing', async () => {
    const before = await countRows(t, reviews);
    const res = await call(t, 'POST', `${url}/bulk-delete`, { ids: [all[6].id, all[7].id, 999999] });
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await countRows(t, reviews)).toBe(before - 2);
    const bad = await call(t, 'POST', `${url}/bulk-delete`, { ids: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(await countRows(t, reviews)).toBe(before - 2);
  });
});
