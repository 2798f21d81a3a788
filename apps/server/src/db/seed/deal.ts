import { asc } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { dealProducts, deals, products } from '../schema/index.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Three demo deals around today: one active, one scheduled, one ended (docs/deals.md). */
export function demoDeals(): (typeof deals.$inferInsert)[] {
  return [
    {
      type: 'percentage',
      value: 20,
      region: 'United States',
      title: 'Spring sale',
      code: 'SPRING-20',
      description: 'Twenty percent off the spring collection.',
      startsAt: day(-10),
      endsAt: day(20),
      audience: 'all',
      maxUses: 500,
      minCart: 50,
      notify: true,
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    },
    {
      type: 'freeShipping',
      value: null,
      region: 'France',
      title: 'Free shipping weekend',
      code: 'SHIPFREE',
      description: '',
      startsAt: day(5),
      endsAt: day(7),
      audience: 'returning',
      maxUses: 200,
      minCart: 0,
      notify: false,
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    },
    {
      type: 'flat',
      value: 15,
      region: 'Australia',
      title: 'Welcome gift',
      code: 'WELCOME15',
      description: 'Fifteen off the first order.',
      startsAt: day(-60),
      endsAt: day(-30),
      audience: 'new',
      maxUses: 1000,
      minCart: 100,
      notify: false,
      createdAt: new Date(Date.now() - 86_400_000),
    },
  ];
}

export async function seedDeals(tx: Queryable): Promise<void> {
  const shop = await tx.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(6);
  if (shop.length === 0) return;
  const created = await tx.insert(deals).values(demoDeals()).returning({ id: deals.id });
  const links = created.flatMap((d, i) =>
    shop.slice(i * 2, i * 2 + 2).map((p) => ({ dealId: d.id, productId: p.id })),
  );
  if (links.length > 0) await tx.insert(dealProducts).values(links);
}
