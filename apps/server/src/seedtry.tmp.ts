import { sql } from 'drizzle-orm';
import { openDatabase } from '/work/main/apps/server/src/db/client.ts';
import { seedDemo } from '/work/main/apps/server/src/db/seed/seed.ts';
import { scaledShopSize } from '/work/main/apps/server/src/db/seed/ecommerce.ts';
const url = process.env.URL;
const database = await openDatabase(url ? { url } : { inMemory: true });
await database.migrate();
const t = performance.now();
const n = Number(process.env.N ?? 0);
await seedDemo(database.db, n ? { shop: scaledShopSize(n) } : {});
console.log('seeded in', performance.now() - t);
for (const tbl of ['categories','products','customers','customer_addresses','orders','order_items','order_events','reviews','referrals']) {
  const r = await database.db.execute(sql.raw(`select count(*)::int n from ${tbl}`));
  console.log(tbl, (r as any).rows[0].n);
}
const show = async (q: string) => console.log(((await database.db.execute(sql.raw(q))) as any).rows);
await show(`select id, name, brand, category_id, sku, barcode, price_cents, discounted_price_cents, qty, stock, status, tags, created_at from products order by id limit 3`);
await show(`select * from customers order by id limit 3`);
await show(`select * from orders order by id limit 2`);
await show(`select * from order_items order by id limit 4`);
await show(`select * from reviews order by id limit 2`);
await show(`select * from referrals order by id limit 2`);
await show(`select status, count(*) from orders group by 1`);
await show(`select country, count(*) from customers group by 1`);
await show(`select count(*) filter (where order_count=0) zero, max(order_count), sum(order_count) from customers`);
await database.close();
