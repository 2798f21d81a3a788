import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { categories } from '../schema/index.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './ecommerce.data.ts';
import { ANCHOR, permuted, pick, rnd, spreadTime, weighted } from './ecommerce-sql.ts';

const BASE = SEED_PRODUCTS.length;

/** The six categories of the spec, then `count` products cycling through the word list. */
export async function seedCatalog(tx: Queryable, count: number): Promise<void> {
  const rows = await tx
    .insert(categories)
    .values(
      SEED_CATEGORIES.map((c) => ({
        ...c,
        description: `<p>${c.description}</p>`,
        createdAt: sql`${sql.raw(ANCHOR)} - interval '400 days'` as never,
      })),
    )
    .returning({ id: categories.id });
  const categoryIds = rows.map((r) => r.id);
  const b = '(s.b)';
  const name = pick(
    SEED_PRODUCTS.map((p) => p[0]),
    b,
  );
  const brand = pick(
    SEED_PRODUCTS.map((p) => p[1]),
    b,
  );
  const categoryIdx = pick(
    SEED_PRODUCTS.map((p) => p[2] - 1),
    b,
  );
  const slug = pick(
    SEED_CATEGORIES.map((c) => c.slug),
    categoryIdx,
  );
  const basePrice = pick(
    SEED_PRODUCTS.map((p) => Math.round(p[3] * 100)),
    `(g.i - 1) % ${BASE}`,
  );
  await tx.execute(
    sql.raw(`
    insert into products (name, brand, category_id, sku, barcode, description, price_cents,
      discounted_price_cents, qty, stock, status, tags, created_at, updated_at)
    select
      case when s.i <= ${BASE} then ${name} else ${name} || ' ' || ((s.i - 1) / ${BASE} + 1)::text end,
      ${brand},
      ${pick(categoryIds, categoryIdx)},
      ${permuted('s.i', 10_000, 90_000)}::text,
      '8' || lpad(${rnd('s.i', 7, 1_000_000_000)}::text, 11, '0'),
      '<p>' || ${name} || ' by ' || ${brand} || '.</p>',
      s.price,
      case when ${rnd('s.i', 8, 5)} = 0 then (s.price * 85 / 100) end,
      s.qty,
      s.qty > 0,
      ${weighted('s.i', 10, [
        ['Published', 12],
        ['Inactive', 4],
        ['Scheduled', 4],
      ])},
      jsonb_build_array(${slug}, lower(${brand})),
      s.created, least(s.created + interval '3 days', ${ANCHOR})
    from (
      select g.i, (g.i - 1) % ${BASE} as b,
        case when g.i <= ${BASE} then ${basePrice}
          else ${basePrice} * (80 + ${rnd('g.i', 9, 41)}) / 100 end as price,
        case when ${rnd('g.i', 11, 5)} = 0 then 0 else 1 + ${rnd('g.i', 12, 999)} end as qty,
        ${spreadTime('g.i', count, 365, 13)} as created
      from generate_series(1, ${count}) as g(i)
    ) s
    order by s.i`),
  );
}
