import { billingKinds, userLanguages, userPlans } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, SEED_COUNTRIES } from './ecommerce.data.ts';
import { withoutSecondaryIndexes } from './ecommerce-bulk.ts';
import { ANCHOR, array, pick, rnd, spreadTime, weighted, withBulkDraws } from './ecommerce-sql.ts';

export type AccessSeedSize = { users: number; permissions: number };

/** The tables the access seed adds to (vacuumed and analysed after a scaled seed). */
export const ACCESS_TABLES = ['users', 'permissions'];

/** `--scale N`: a tenth as many users as orders (100,000 for a million) and a hundredth as many permissions. */
export function scaledAccessSize(n: number): AccessSeedSize {
  return { users: Math.max(1, Math.round(n / 10)), permissions: Math.max(1, Math.round(n / 100)) };
}

/** From this many users on, the load drops and rebuilds the users' and permissions' secondary indexes. */
const BULK_USERS_FROM = 5_000;

const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'];
const ACTIONS = ['Read', 'Create', 'Update', 'Delete', 'Export', 'Approve', 'Audit', 'Archive'];
const AREAS = [
  'Invoices',
  'Reports',
  'Shipments',
  'Courses',
  'Mailboxes',
  'Calendars',
  'Fleet',
  'Payroll',
  'Contracts',
  'Tickets',
];

/**
 * `count` users with generated names, spread over the five user roles (the demo's accounts stay the
 * only ones who can sign in: these have no password). Usernames and e-mails carry a number above
 * every existing id, so a second batch never collides with the first.
 */
async function seedUsers(tx: Queryable, count: number): Promise<void> {
  const countries = SEED_COUNTRIES.map((c) => c.name);
  await tx.execute(
    sql.raw(`
    insert into users (full_name, username, email, password_hash, role_id, company, country, contact,
      current_plan, status, billing, task_done, project_done, tax_id, language, created_at)
    select s.first || ' ' || s.last, s.username,
      s.username || '@' || ${pick(EMAIL_DOMAINS, rnd('s.i', 62, EMAIL_DOMAINS.length))},
      null, (r.ids)[1 + ${rnd('s.i', 63, 1_000_000)} % cardinality(r.ids)],
      s.last || ' ' || ${pick(['Inc.', 'LLC', 'Group', 'and Sons', 'Studio'], rnd('s.i', 64, 5))},
      ${pick(countries, rnd('s.i', 65, countries.length))},
      '+1 (' || (200 + ${rnd('s.i', 66, 800)})::text || ') ' || (100 + ${rnd('s.i', 67, 900)})::text || '-' || (1000 + ${rnd('s.i', 68, 9000)})::text,
      ${pick(userPlans, rnd('s.i', 69, userPlans.length))},
      ${weighted('s.i', 70, [
        ['active', 12],
        ['inactive', 4],
        ['pending', 4],
      ])},
      ${pick(billingKinds, rnd('s.i', 71, billingKinds.length))},
      10 + ${rnd('s.i', 72, 1990)}, 1 + ${rnd('s.i', 73, 900)}, 'Tax-' || (1000 + ${rnd('s.i', 74, 9000)})::text,
      ${pick(userLanguages, rnd('s.i', 75, userLanguages.length))},
      ${spreadTime('s.i', count, 730, 76)}
    from (
      select g.i, f.first, l.last,
        lower(f.first || '.' || l.last) || '.u' || (g.i + k.skip)::text as username
      from generate_series(1, ${count}) as g(i)
        cross join (select coalesce(max(id), 0) as skip from users) k
        cross join lateral (select ${pick(FIRST_NAMES, rnd('g.i', 60, FIRST_NAMES.length))} as first) f
        cross join lateral (select ${pick(LAST_NAMES, rnd('g.i', 61, LAST_NAMES.length))} as last) l
      offset 0
    ) s
    cross join (
      select coalesce(array_agg(id order by id) filter (where name = any(${array(USER_ROLES)})), array_agg(id order by id)) as ids
      from roles
    ) r
    order by s.i`),
  );
}

/**
 * `count` permissions named "<Action> <Area> <number>", with no rules and no roles: the permission
 * list grows, nobody's access changes.
 */
async function seedPermissions(tx: Queryable, count: number): Promise<void> {
  await tx.execute(
    sql.raw(`
    insert into permissions (name, rules, created_at)
    select ${pick(ACTIONS, rnd('g.i', 80, ACTIONS.length))} || ' ' || ${pick(AREAS, rnd('g.i', 81, AREAS.length))}
        || ' ' || (g.i + k.skip)::text,
      '[]'::jsonb,
      least(${spreadTime('g.i', count, 1095, 82)}, ${ANCHOR})
    from generate_series(1, ${count}) as g(i)
      cross join (select coalesce(max(id), 0) as skip from permissions) k
    order by g.i`),
  );
}

/** Adds users and permissions for a scaled seed (`--scale N`), in the caller's transaction. */
export async function seedAccess(tx: Queryable, size: AccessSeedSize): Promise<void> {
  const load = async () => {
    await seedUsers(tx, size.users);
    await seedPermissions(tx, size.permissions);
  };
  if (size.users >= BULK_USERS_FROM)
    await withBulkDraws(() => withoutSecondaryIndexes(tx, load, ACCESS_TABLES));
  else await load();
}
