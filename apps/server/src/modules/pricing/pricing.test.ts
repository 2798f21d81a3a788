import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

describe('the pricing plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the four plans with monthly and yearly prices, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/pricing' });
    expect(res.statusCode).toBe(200);
    const plans = res.json().plans as { key: string; monthlyPrice: number; yearlyPrice: number }[];
    expect(plans.map((p) => p.key)).toEqual(['basic', 'team', 'company', 'enterprise']);
    expect(plans[0]).toMatchObject({ monthlyPrice: 0, yearlyPrice: 0 });
    for (const p of plans.slice(1)) expect(p.yearlyPrice).toBeLessThan(p.monthlyPrice * 12);
  });
});
