import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The products an order asks for, locked (`for update`, in id order) when they are to be taken. */
export function lockProductsForSale(db: Queryable, ids: number[], lock: boolean) {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      status: products.status,
      qty: products.qty,
      priceCents: products.priceCents,
      discountedPriceCents: products.discountedPriceCents,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id);
  return lock ? query.for('update') : query;
}

/** Takes the quantities out of stock; a product left with none is marked out of stock. */
export async function takeFromStock(db: Queryable, lines: { id: number; qty: number }[]): Promise<void> {
  for (const line of lines) {
    await db.execute(sql`update products set qty = qty - ${line.qty}, stock = qty - ${line.qty} > 0,
      updated_at = now() where id = ${line.id}`);
  }
}

/**
 * Published products with stock whose name or brand contains `q`, by name: the checkout's product
 * picker. The trigram indexes of name and brand serve `q`; without it, the name index with the limit.
 */
export function findProductsForSale(db: Queryable, q: string, limit: number) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      image: products.image,
      priceCents: products.priceCents,
      discountedPriceCents: products.discountedPriceCents,
      qty: products.qty,
    })
    .from(products)
    .where(
      sql`${products.status} = 'Published' and ${products.qty} > 0 ${
        q ? sql`and (${products.name} ilike ${like} or ${products.brand} ilike ${like})` : sql``
      }`,
    )
    .orderBy(products.name, products.id)
    .limit(limit);
}
