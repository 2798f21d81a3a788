import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { scaledShopSize } from './ecommerce.ts';
import { seedDemo } from './seed.ts';

/** `npm run seed` seeds the demo data; `npm run seed -- --scale 100000` seeds a shop of that many orders. */
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const shop = values.scale === undefined ? undefined : scaledShopSize(Number(values.scale));

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const started = performance.now();
const seeded = await seedDemo(database.db, { shop });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  seeded
    ? `Demo data seeded in ${seconds} s${shop ? ` (${shop.orders} orders and customers, ${shop.products} products)` : ''}.`
    : 'The database already has data; nothing seeded.',
);
await database.close();
