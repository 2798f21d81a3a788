import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { REVIEW_HEADS, REVIEW_PARAS } from './ecommerce.data.ts';
import { baseId, pick, rnd, spreadTime, weighted } from './ecommerce-sql.ts';

export type FeedbackSeedSize = { reviews: number; referrals: number; customers: number; products: number };

const HEADS_PER_MOOD = REVIEW_HEADS[0].length;
const PARAS_PER_MOOD = REVIEW_PARAS[0].length;

/** Reviews of random products by random customers, their text matching the rating; then referrals. */
export async function seedFeedback(tx: Queryable, size: FeedbackSeedSize): Promise<void> {
  const mood = `(case when s.rating >= 4 then 0 when s.rating = 3 then 1 else 2 end)`;
  await tx.execute(
    sql.raw(`
    insert into reviews (product_id, customer_id, rating, head, para, status, reviewed_at)
    select ${baseId('products', size.products)} + 1 + ${rnd('s.i', 40, size.products)},
      ${baseId('customers', size.customers)} + 1 + ${rnd('s.i', 41, size.customers)},
      s.rating,
      ${pick(REVIEW_HEADS.flat(), `${mood} * ${HEADS_PER_MOOD} + ${rnd('s.i', 43, HEADS_PER_MOOD)}`)},
      ${pick(REVIEW_PARAS.flat(), `${mood} * ${PARAS_PER_MOOD} + ${rnd('s.i', 44, PARAS_PER_MOOD)}`)},
      ${weighted('s.i', 45, [
        ['Published', 12],
        ['Pending', 8],
      ])},
      ${spreadTime('s.i', size.reviews, 365, 46)}
    from (
      select g.i, ${weighted('g.i', 42, [
        [5, 7],
        [4, 6],
        [3, 3],
        [2, 2],
        [1, 2],
      ])} as rating
      from generate_series(1, ${size.reviews}) as g(i)
    ) s
    order by s.i`),
  );

  await tx.execute(
    sql.raw(`
    insert into referrals (customer_id, referred_id, status, value_cents, earning_cents, created_at)
    select ${baseId('customers', size.customers)} + 1 + ${rnd('s.i', 50, size.customers)},
      1000 + ${rnd('s.i', 51, 9000)},
      ${weighted('s.i', 53, [
        ['Paid', 8],
        ['Unpaid', 8],
        ['Rejected', 4],
      ])},
      s.v, s.v * (5 + ${rnd('s.i', 54, 26)}) / 100,
      ${spreadTime('s.i', size.referrals, 365, 55)}
    from (select g.i, (100 + ${rnd('g.i', 52, 9900)}) * 100 as v from generate_series(1, ${size.referrals}) as g(i)) s
    order by s.i`),
  );
}
