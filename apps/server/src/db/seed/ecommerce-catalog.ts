import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { categories } from '../schema/index.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './ecommerce.data.ts';
import { ANCHOR, permuted, pick, rnd, skipPast, spreadTime, weighted } from './ecommerce-sql.ts';

const BASE = SEED_PRODUCTS.length;

/** The six categories of the spec (kept when present), then `count` products cycling through the word list. */
export async function seedCatalog(tx: Queryable, count: number): Promise<void> {
  const slugs = SEED_CATEGORIES.map((c) => c.slug);
  const present = async () =>
    tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.slug, slugs));
  // Checked here, not with ON CONFLICT: a bulk load runs with the unique indexes dropped.
  const existing = new Set((await present()).map((r) => r.slug));
  const missing = SEED_CATEGORIES.filter((c) => !existing.has(c.slug));
  if (missing.length > 0) {
    await tx.insert(categories).values(
      missing.map((c) => ({
        ...c,
        description: `<p>${c.description}</p>`,
        createdAt: sql`${sql.raw(ANCHOR)} - interval '400 days'` as never,
      })),
    );
  }
  const rows = await present();
  const categoryIds = slugs.map((slug) => rows.find((r) => r.slug === slug)?.id ?? 0);
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
      ${permuted('s.i + s.skip', 10_000, 90_000)}::text,
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
      select g.i, k.skip, (g.i - 1) % ${BASE} as b,
        case when g.i <= ${BASE} then ${basePrice}
          else ${basePrice} * (80 + ${rnd('g.i', 9, 41)}) / 100 end as price,
        case when ${rnd('g.i', 11, 5)} = 0 then 0 else 1 + ${rnd('g.i', 12, 999)} end as qty,
        ${spreadTime('g.i', count, 365, 13)} as created
      from generate_series(1, ${count}) as g(i)
        cross join ${skipPast("(case when sku ~ '^[0-9]{1,15}$' then sku::bigint end)", 'products', 10_000, 90_000)} as k(skip)
    ) s
    order by s.i`),
  );
}
