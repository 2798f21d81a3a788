import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { scaledShopSize } from './ecommerce.ts';
import { SHOP_TABLES } from './ecommerce-bulk.ts';
import { addShopData, seedDemo } from './seed.ts';

/**
 * `npm run seed` seeds the demo data into an empty database. `npm run seed -- --scale N` also adds N
 * orders and N customers (and products, reviews and referrals in the demo's proportions) to what is
 * there, then runs VACUUM ANALYZE so the planner and index-only scans see the new rows at once.
 */
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const shop = values.scale === undefined ? undefined : scaledShopSize(Number(values.scale));

const config = loadConfig();
// No statement_timeout: one INSERT … SELECT of a million rows takes longer than any API query may.
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  pool: { statementTimeoutMs: 0 },
});
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
try {
  await database.migrate();
  let started = performance.now();
  const seeded = await seedDemo(database.db);
  console.log(seeded ? `Demo data seeded in ${seconds(started)}.` : 'The demo data is already there.');
  if (shop) {
    started = performance.now();
    await addShopData(database.db, shop);
    console.log(
      `Added ${shop.orders} orders and customers, ${shop.products} products, ${shop.reviews} reviews and ${shop.referrals} referrals in ${seconds(started)}.`,
    );
  }
  if (seeded || shop) {
    started = performance.now();
    // One table per pool connection: on PostgreSQL the tables are vacuumed side by side.
    await Promise.all(SHOP_TABLES.map((table) => database.db.execute(sql.raw(`vacuum analyze ${table}`))));
    console.log(`VACUUM ANALYZE in ${seconds(started)}.`);
  }
} finally {
  await database.close();
}
