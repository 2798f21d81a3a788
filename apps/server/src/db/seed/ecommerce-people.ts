import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, SEED_COUNTRIES, STREETS } from './ecommerce.data.ts';
import { STAGED_CUSTOMER_TOTALS } from './ecommerce-orders.ts';
import { baseId, permuted, pick, rnd, skipPast, spreadTime, weighted } from './ecommerce-sql.ts';

const CITY_COUNT = 3;
const of = (key: 'name' | 'code' | 'phone') => SEED_COUNTRIES.map((c) => c[key]);
const cities = SEED_COUNTRIES.flatMap((c) => c.cities.map(([city]) => city));
const states = SEED_COUNTRIES.flatMap((c) => c.cities.map(([, state]) => state));

/**
 * `count` customers with six-digit customer numbers, each with a shipping and a billing address, and
 * the order count and amount spent of the orders staged for them (stageOrders, called before).
 * Inner queries draw each random index once (`offset 0` keeps PostgreSQL from inlining them again).
 */
export async function seedCustomers(tx: Queryable, count: number): Promise<void> {
  await tx.execute(
    sql.raw(`
    insert into customers (customer_number, name, email, country, country_code, contact, status, created_at,
      order_count, total_spent_cents)
    select ${permuted('s.n', 100_000, 900_000)}, s.first || ' ' || s.last,
      lower(s.first || '.' || s.last) || s.n::text || '@' || ${pick(EMAIL_DOMAINS, rnd('s.i', 14, EMAIL_DOMAINS.length))},
      ${pick(of('name'), 's.ci')}, ${pick(of('code'), 's.ci')},
      ${pick(of('phone'), 's.ci')} || ' ' || (100 + ${rnd('s.i', 15, 900)})::text || ' ' || (1000 + ${rnd('s.i', 21, 9000)})::text,
      ${weighted('s.i', 22, [
        ['Active', 18],
        ['Inactive', 1],
        ['Suspended', 1],
      ])},
      ${spreadTime('s.i', count, 730, 23)},
      coalesce(t.n, 0), coalesce(t.t, 0)
    from (
      select g.i, g.i + k.skip as n, ${pick(FIRST_NAMES, rnd('g.i', 11, FIRST_NAMES.length))} as first,
        ${pick(LAST_NAMES, rnd('g.i', 12, LAST_NAMES.length))} as last,
        ${rnd('g.i', 13, SEED_COUNTRIES.length)} as ci
      from generate_series(1, ${count}) as g(i)
        cross join ${skipPast('customer_number', 'customers', 100_000, 900_000)} as k(skip) offset 0
    ) s
    left join ${STAGED_CUSTOMER_TOTALS} t on t.k = s.i
    order by s.i`),
  );
  await tx.execute(
    sql.raw(`
    insert into customer_addresses (customer_id, kind, is_default, full_name, line1, city, state, postal_code, country)
    select c.id, k.kind, true, c.name, s.line1, ${pick(cities, 's.city')}, ${pick(states, 's.city')}, s.postal, c.country
    from (
      select g.i, ${rnd('g.i', 13, SEED_COUNTRIES.length)} * ${CITY_COUNT} + ${rnd('g.i', 16, CITY_COUNT)} as city,
        (1 + ${rnd('g.i', 17, 999)})::text || ' ' || ${pick(STREETS, rnd('g.i', 18, STREETS.length))} as line1,
        lpad(${rnd('g.i', 19, 100_000)}::text, 5, '0') as postal
      from generate_series(1, ${count}) as g(i) offset 0
    ) s
    join customers c on c.id = s.i + ${baseId('customers', count)}
    cross join unnest(ARRAY['shipping', 'billing']) with ordinality as k(kind, n)
    order by s.i, k.n`),
  );
}
