import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Queryable } from '../client.ts';
import { ACCESS_TABLES, scaledAccessSize } from './access-bulk.ts';
import { addCalendarEvents, CALENDAR_TABLES } from './calendar.ts';
import { scaledShopSize } from './ecommerce.ts';
import { SHOP_TABLES, withoutSecondaryIndexes } from './ecommerce-bulk.ts';
import { withBulkDraws } from './ecommerce-sql.ts';
import { addMailsTo, EMAIL_TABLES } from './email.ts';
import { INVOICE_TABLES, scaledInvoiceSize } from './invoice.ts';
import { addShopData, seedDemo } from './seed.ts';

/**
 * `npm run seed` seeds the demo data into an empty database. `npm run seed -- --scale N` also adds N
 * orders and N customers, N/10 products, reviews and referrals in the demo's proportions, N/10 users
 * and N/100 permissions, N/10 invoices (with their items and payments) for N/100 clients and N
 * calendar events to what is there, then runs VACUUM ANALYZE so the planner and index-only scans see
 * the new rows at once. `--scale N` also gives the demo admin N more e-mails; `--emails N` adds only
 * those (`--emails 100000`: the mailbox of docs/email.md's measurements), `--calendar N` only events.
 */
const { values } = parseArgs({
  options: { scale: { type: 'string' }, emails: { type: 'string' }, calendar: { type: 'string' } },
});
const calendarEvents = Number(values.calendar ?? values.scale ?? 0);
const shop = values.scale === undefined ? undefined : scaledShopSize(Number(values.scale));
const access = values.scale === undefined ? undefined : scaledAccessSize(Number(values.scale));
const invoices = values.scale === undefined ? undefined : scaledInvoiceSize(Number(values.scale));
const adminMails = Number(values.emails ?? values.scale ?? 0);
if (!Number.isInteger(adminMails) || adminMails < 0) throw new Error('--emails must be a whole number');

const config = loadConfig();
// No statement_timeout: one INSERT … SELECT of a million rows takes longer than any API query may.
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  pool: { statementTimeoutMs: 0 },
});
/**
 * Sample rows are nobody's change: the audit triggers stay quiet for the transaction (docs/audit.md),
 * as in the demo and shop seeds. Without it a million e-mails and a million events wrote 2.7 million
 * audit entries too, and took 266 s instead of 90 s.
 */
const quietly = (fill: (tx: Queryable) => Promise<void>) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.audit', 'off', true)`);
    await fill(tx);
  });
/**
 * From this many rows on, a load drops and rebuilds its tables' secondary indexes (ecommerce-bulk.ts)
 * and draws with the bulk hash (withBulkDraws). The calendar's events load in 23 s instead of 31 s at
 * a million this way; the e-mails' build of eleven indexes (two trigram ones) after the load costs
 * a fraction of keeping them up to date row by row (decision 013).
 */
const BULK_ROWS = 20_000;
const bulk = (tx: Queryable, rows: number, tables: string[], load: () => Promise<void>) =>
  rows >= BULK_ROWS ? withBulkDraws(() => withoutSecondaryIndexes(tx, load, tables)) : load();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
try {
  await database.migrate();
  let started = performance.now();
  const seeded = await seedDemo(database.db);
  console.log(seeded ? `Demo data seeded in ${seconds(started)}.` : 'The demo data is already there.');
  if (shop) {
    started = performance.now();
    await addShopData(database.db, shop, access, invoices);
    console.log(
      `Added ${shop.orders} orders and customers, ${shop.products} products, ${shop.reviews} reviews, ${shop.referrals} referrals, ${access?.users} users, ${access?.permissions} permissions, ${invoices?.invoices} invoices and ${invoices?.clients} clients in ${seconds(started)}.`,
    );
  }
  if (adminMails > 0) {
    started = performance.now();
    await quietly((tx) =>
      bulk(tx, adminMails, EMAIL_TABLES, () => addMailsTo(tx, 'admin@demo.com', adminMails)),
    );
    console.log(`Added ${adminMails} e-mails to admin@demo.com's mailbox in ${seconds(started)}.`);
  }
  if (calendarEvents > 0) {
    started = performance.now();
    await quietly((tx) =>
      bulk(tx, calendarEvents, CALENDAR_TABLES, () => addCalendarEvents(tx, calendarEvents)),
    );
    console.log(`Added ${calendarEvents} calendar events in ${seconds(started)}.`);
  }
  if (seeded || shop || adminMails > 0 || calendarEvents > 0) {
    started = performance.now();
    // Two tables at a time (one per core): on PostgreSQL side by side, and never more than the pool
    // hands out, since a query waiting for a connection gives up after the pool's 3 s (a loaded
    // machine's 1,000,000-order seed failed so at this last step with every table at once).
    const tables = [
      ...SHOP_TABLES,
      ...(shop ? [...ACCESS_TABLES, ...INVOICE_TABLES] : []),
      ...EMAIL_TABLES,
      ...CALENDAR_TABLES,
    ];
    const vacuumNext = async (): Promise<void> => {
      for (let table = tables.shift(); table; table = tables.shift())
        await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    };
    await Promise.all([vacuumNext(), vacuumNext()]);
    console.log(`VACUUM ANALYZE in ${seconds(started)}.`);
  }
} finally {
  await database.close();
}
