import type { ProductListAnswer } from '@app/contracts';
import type { Deal, DealListAnswer } from '@app/contracts/deal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeals } from '../../db/seed/deal.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('deals API', () => {
  let t: TestApp;
  let productIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await call('GET', '/api/apps/ecommerce/products?itemsPerPage=3');
    productIds = (res.json() as ProductListAnswer).products.map((p) => p.id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = t.adminToken) =>
    t.app.inject({ method, url, payload: payload as object, headers: bearer(token) });
  const list = async (qs = '') => {
    const res = await call('GET', `/api/deals${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DealListAnswer;
  };
  const body = (extra: Record<string, unknown> = {}) => ({
    type: 'percentage',
    value: 15,
    region: 'France',
    title: 'Autumn treat',
    code: 'autumn-15',
    description: 'On a few things',
    productIds: productIds.slice(0, 2),
    startsAt: '2020-01-01',
    endsAt: '2099-12-31',
    audience: 'new',
    maxUses: 10,
    minCart: 25.5,
    notify: true,
    ...extra,
  });

  it('lists the demo deals newest first, each with a status from its dates and its products', async () => {
    const answer = await list();
    expect(answer.total).toBe(demoDeals().length);
    expect(answer.deals.map((d) => [d.code, d.status])).toEqual([
      ['WELCOME15', 'ended'],
      ['SHIPFREE', 'scheduled'],
      ['SPRING-20', 'active'],
    ]);
    expect(answer.deals[2].products).toHaveLength(2);
    expect(answer.deals[2].products[0].name).toBeTruthy();
  });

  it('creates a deal with its code in upper case, then finds it by title or code', async () => {
    const res = await call('POST', '/api/deals', body());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Deal;
    expect(created).toMatchObject({
      code: 'AUTUMN-15',
      value: 15,
      minCart: 25.5,
      status: 'active',
      notify: true,
    });
    expect(created.products.map((p) => p.id).sort()).toEqual(productIds.slice(0, 2).sort());
    expect((await list('?q=autumn')).deals.map((d) => d.id)).toEqual([created.id]);
    expect((await list('?q=UMN-1')).deals.map((d) => d.id)).toEqual([created.id]);
  });

  it('refuses a code used already with 409 on code, whatever its case', async () => {
    const res = await call('POST', '/api/deals', body({ code: 'Autumn-15' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ code: 'is used by another deal' });
  });

  it.each([
    [{ title: '' }, 'title', 'must have at least 3 characters'],
    [{ code: 'no spaces' }, 'code', 'may hold only letters A-Z, digits and dashes'],
    [{ value: 150 }, 'value', 'must be a whole percentage from 1 to 100'],
    [{ value: null }, 'value', 'is required'],
    [{ type: 'flat', value: 0 }, 'value', 'must be an amount above 0 and at most 10000'],
    [{ type: 'bogo', value: 5 }, 'value', 'must be empty for this type'],
    [{ type: 'cashback' }, 'type', 'must be chosen'],
    [{ region: 'Atlantis' }, 'region', 'is not a country the shop knows'],
    [{ endsAt: '2019-12-31' }, 'endsAt', 'must be after the start date'],
    [{ startsAt: '2020-02-30' }, 'startsAt', 'must be a date'],
    [{ maxUses: 0 }, 'maxUses', 'must be at least 1'],
    [{ minCart: -1 }, 'minCart', 'must be at least 0'],
    [{ audience: 'vip' }, 'audience', 'must be chosen'],
    [{ notify: 'yes' }, 'notify', 'must be yes or no'],
    [{ productIds: [] }, 'productIds', 'must name at least one product'],
  ])('refuses %o with 400 on the field and its reason', async (extra, field, reason) => {
    const res = await call('POST', '/api/deals', body({ code: 'BAD-ONE', ...extra }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors?.[field]).toBe(reason);
  });

  it('refuses product ids that name no product, on productIds, and stores nothing', async () => {
    const res = await call(
      'POST',
      '/api/deals',
      body({ code: 'GHOST', productIds: [productIds[0], 999999] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.productIds).toBe('names a product that does not exist (999999)');
    expect((await list('?q=GHOST')).total).toBe(0);
  });

  it('sorts by start date and pages', async () => {
    const answer = await list('?sortBy=startsAt&orderBy=asc&itemsPerPage=2&page=1');
    expect(answer.deals).toHaveLength(2);
    expect(answer.deals[0].startsAt <= answer.deals[1].startsAt).toBe(true);
    expect(answer.total).toBe(4);
    expect((await list('?sortBy=startsAt&orderBy=asc&itemsPerPage=2&page=2')).deals).toHaveLength(2);
  });

  it('deletes a deal, then answers 404 for it', async () => {
    const [first] = (await list('?q=AUTUMN')).deals;
    expect((await call('DELETE', `/api/deals/${first.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/deals/${first.id}`)).statusCode).toBe(404);
    expect((await list('?q=AUTUMN')).total).toBe(0);
  });

  it('keeps deals from users without the Deal subject', async () => {
    expect((await call('GET', '/api/deals', undefined, t.clientToken)).statusCode).toBe(403);
    expect((await call('POST', '/api/deals', body({ code: 'CLIENT' }), t.clientToken)).statusCode).toBe(403);
  });
});
