import { billingKinds, userLanguages, userPlans, userStatuses } from '@app/contracts';
import { en, Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../auth/demo-accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../client.ts';
import {
  analyticsProjects,
  calendarEvents,
  chatProfiles,
  clients,
  courses,
  deals,
  emails,
  faqGroups,
  helpCategories,
  licences,
  magnetLinks,
  permissions,
  propertyListings,
  rolePermissions,
  roles,
  userProfiles,
  users,
  vehicles,
  videoClasses,
} from '../schema/index.ts';
import { seedAcademy, seedAnalyticsEvents, seedAnalyticsProjects } from './academy.ts';
import { type AccessSeedSize, seedAccess } from './access-bulk.ts';
import { seedCalendar } from './calendar.ts';
import { seedChat } from './chat.ts';
import { seedDeals } from './deal.ts';
import { DEMO_SHOP_SIZE, type EcommerceSeedSize, seedEcommerce } from './ecommerce.ts';
import { withoutAuditTriggers, withoutSecondaryIndexes } from './ecommerce-bulk.ts';
import { withBulkDraws } from './ecommerce-sql.ts';
import { seedEmails } from './email.ts';
import { seedFaq, seedHelpCenter } from './help.ts';
import { type InvoiceSeedSize, seedInvoices } from './invoice.ts';
import { seedLicences } from './licence.ts';
import { seedLogistics } from './logistics.ts';
import { seedMagnets } from './magnet.ts';
import { seedProfiles } from './profile.ts';
import { seedPropertyListings } from './property-listing.ts';
import { SEED_PERMISSIONS, SEED_ROLES } from './roles.data.ts';
import { seedVideos } from './video.ts';

export const SEED_USER_COUNT = 50;
/** From this many invoices on, addShopData drops and rebuilds the invoice tables' secondary indexes. */
const BULK_INVOICES_FROM = 5_000;
const INVOICE_LINE_TABLES = ['invoice_items', 'invoice_payments'];
const SEED_LOCK = 727_002;
const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'];
const COUNTRIES = ['United States', 'France', 'India', 'Brazil', 'China', 'Australia', 'Germany', 'Egypt'];

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

export type SeedOptions = { shop?: EcommerceSeedSize };

/**
 * Fills an empty database with the demo data; a database that has roles already is left alone.
 * `shop` sizes the e-commerce data (the spec's counts by default; `--scale N` for benchmarks).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Demo data is not anyone's change: the audit triggers stay quiet for this transaction (docs/audit.md).
    await tx.execute(sql`select set_config('app.audit', 'off', true)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(roles);
    if (count > 0) {
      // A database seeded before invoices existed gets the demo invoices once.
      const [clientRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(clients);
      if (clientRow.n === 0) await seedInvoices(tx);
      // … and the demo mailboxes once.
      const [emailRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(emails);
      if (emailRow.n === 0) await seedEmails(tx);
      // … and the academy and the analytics samples once.
      const [courseRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(courses);
      if (courseRow.n === 0) await seedAcademy(tx);
      const [projectRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(analyticsProjects);
      if (projectRow.n === 0) {
        await seedAnalyticsProjects(tx);
        await seedAnalyticsEvents(tx);
      }
      // And one seeded before the fleet existed gets the demo vehicles and shipments once.
      const [vehicleRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(vehicles);
      if (vehicleRow.n === 0) await seedLogistics(tx);
      // And one seeded before the calendar existed gets the demo month once.
      const [eventRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(calendarEvents);
      if (eventRow.n === 0) await seedCalendar(tx);
      // … and the chat's demo once.
      const [chatRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(chatProfiles);
      if (chatRow.n === 0) await seedChat(tx);
      // … and the FAQ and the help center once.
      const [faqRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(faqGroups);
      if (faqRow.n === 0) await seedFaq(tx);
      const [helpRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(helpCategories);
      if (helpRow.n === 0) await seedHelpCenter(tx);
      // … and the demo licences once.
      const [licenceRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(licences);
      if (licenceRow.n === 0) await seedLicences(tx);
      // … and the demo profiles' texts once.
      const [profileRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(userProfiles);
      if (profileRow.n === 0) await seedProfiles(tx);
      // … and the magnet catalogue's demo links once.
      const [magnetRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(magnetLinks);
      if (magnetRow.n === 0) await seedMagnets(tx);
      // … and the video library once.
      const [videoRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(videoClasses);
      if (videoRow.n === 0) await seedVideos(tx);
      // … and the demo deals once.
      const [dealRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(deals);
      if (dealRow.n === 0) await seedDeals(tx);
      // … and the demo property listings once.
      const [listingRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(propertyListings);
      if (listingRow.n === 0) await seedPropertyListings(tx);
      return false;
    }

    const faker = new Faker({ locale: [en] });
    faker.seed(20261121);

    const roleRows = await tx
      .insert(roles)
      .values(SEED_ROLES.map((r) => ({ ...r })))
      .returning({ id: roles.id, name: roles.name });
    const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

    for (const p of SEED_PERMISSIONS) {
      const [row] = await tx
        .insert(permissions)
        .values({ name: p.name, rules: p.rules, createdAt: daysAgo(p.daysAgo) as never })
        .returning({ id: permissions.id });
      await tx
        .insert(rolePermissions)
        .values(p.roles.map((name) => ({ roleId: roleId.get(name) as number, permissionId: row.id })));
    }

    const demoUsers = DEMO_ACCOUNTS.map((account, i) => ({
      fullName: account.role === 'admin' ? 'John Doe' : 'Jane Client',
      username: account.role === 'admin' ? 'johndoe' : 'janeclient',
      email: account.email,
      passwordHash: passwordHashes[i],
      roleId: roleId.get(account.role) as number,
      company: 'Demo Inc.',
      country: 'United States',
      contact: '+1 (234) 464-0600',
      currentPlan: account.role === 'admin' ? 'enterprise' : 'basic',
      status: 'active',
      billing: 'Auto debit',
      taskDone: 1230,
      projectDone: 568,
      taxId: 'Tax-8894',
      language: 'English',
      createdAt: daysAgo(400 - i) as never,
    }));

    const fakeUsers = Array.from({ length: SEED_USER_COUNT - demoUsers.length }, (_, i) => {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      const username = `${first}.${last}${i}`.toLowerCase().replace(/[^a-z0-9._-]/g, '');
      return {
        fullName: `${first} ${last}`,
        username,
        email: `${username}@${faker.internet.domainName()}`.toLowerCase(),
        passwordHash: null,
        roleId: roleId.get(USER_ROLES[i % USER_ROLES.length]) as number,
        company: faker.company.name(),
        country: faker.helpers.arrayElement(COUNTRIES),
        contact: faker.helpers.replaceSymbols('+1 (###) ###-####'),
        currentPlan: faker.helpers.arrayElement(userPlans),
        status: faker.helpers.weightedArrayElement([
          { weight: 6, value: userStatuses[0] },
          { weight: 2, value: userStatuses[1] },
          { weight: 2, value: userStatuses[2] },
        ]),
        billing: faker.helpers.arrayElement(billingKinds),
        taskDone: faker.number.int({ min: 10, max: 2000 }),
        projectDone: faker.number.int({ min: 1, max: 900 }),
        taxId: `Tax-${faker.number.int({ min: 1000, max: 9999 })}`,
        language: faker.helpers.arrayElement(userLanguages),
        createdAt: daysAgo(faker.number.int({ min: 0, max: 365 })) as never,
      };
    });
    await tx.insert(users).values([...demoUsers, ...fakeUsers]);
    await seedEcommerce(tx, options.shop ?? DEMO_SHOP_SIZE);
    await seedInvoices(tx);
    await seedEmails(tx);
    await seedAcademy(tx);
    await seedAnalyticsProjects(tx);
    await seedAnalyticsEvents(tx);
    await seedLogistics(tx);
    await seedCalendar(tx);
    await seedChat(tx);
    await seedFaq(tx);
    await seedHelpCenter(tx);
    await seedLicences(tx);
    await seedProfiles(tx);
    await seedMagnets(tx);
    await seedVideos(tx);
    await seedDeals(tx);
    await seedPropertyListings(tx);
    return true;
  });
}

/**
 * Adds a shop of `size` to what the database holds (the demo, earlier batches): new customers,
 * products, orders, reviews and referrals numbered above the existing ones, and, when `access` is
 * given, users and permissions (no one else can sign in, no one's access changes), and when `invoices`
 * is given, clients and invoices with their items and payments (seedInvoices), in one transaction.
 */
export async function addShopData(
  db: Db,
  size: EcommerceSeedSize,
  access?: AccessSeedSize,
  invoices?: InvoiceSeedSize,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Demo data is not anyone's change: the audit triggers stay quiet for this transaction (docs/audit.md).
    await tx.execute(sql`select set_config('app.audit', 'off', true)`);
    // The caller runs VACUUM ANALYZE after the commit, which a transaction cannot hold.
    await seedEcommerce(tx, size, { analyze: false });
    if (access) await seedAccess(tx, access);
    // 100,000 invoices at --scale 1000000: their two totals updates kept the invoices' eleven
    // secondary indexes up to date row by row before they were built once after the load. The items'
    // and payments' indexes stay: the totals look the invoices' rows up through them.
    if (invoices && invoices.invoices >= BULK_INVOICES_FROM) {
      const load = () => withoutAuditTriggers(tx, () => seedInvoices(tx, invoices), INVOICE_LINE_TABLES);
      await withBulkDraws(() => withoutSecondaryIndexes(tx, load, ['clients', 'invoices']));
    } else if (invoices) await seedInvoices(tx, invoices);
  });
}
