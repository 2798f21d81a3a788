import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

type Buyer = { name: string; email: string; country: string; countryCode: string; contact: string };

/**
 * The customer with this e-mail (any case), or a new one with the next customer number. The caller
 * holds the checkout lock (`pg_advisory_xact_lock`), so two first orders of one address, or two new
 * customers, cannot take the same number.
 */
export async function customerIdForBuyer(db: Queryable, buyer: Buyer): Promise<number> {
  const found = (await db.execute(
    sql`select id from customers where lower(email) = lower(${buyer.email}) limit 1`,
  )) as unknown as { rows: { id: number }[] };
  if (found.rows[0]) return found.rows[0].id;
  const created = (await db.execute(sql`
    insert into customers (customer_number, name, email, country, country_code, contact)
    values ((select coalesce(max(customer_number), 0) + 1 from customers), ${buyer.name}, ${buyer.email},
      ${buyer.country}, ${buyer.countryCode}, ${buyer.contact})
    returning id`)) as unknown as { rows: { id: number }[] };
  return created.rows[0].id;
}
