import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/** The demo accounts' profile texts (the rest of the profile comes from their real data). */
const PROFILES = [
  {
    email: 'admin@demo.com',
    location: 'Lyon, France',
    designation: 'Head of operations',
    about:
      'Runs the shop, the invoices and the team’s access. Happy to help with orders, refunds and anything about permissions.',
  },
  {
    email: 'client@demo.com',
    location: 'Montréal, Canada',
    designation: 'Customer',
    about: 'Orders office furniture for a small studio and follows every delivery closely.',
  },
];

export async function seedProfiles(db: Queryable): Promise<void> {
  for (const p of PROFILES) {
    await db.execute(sql`
      insert into user_profiles (user_id, location, designation, about)
      select id, ${p.location}, ${p.designation}, ${p.about} from users where email = ${p.email}
      on conflict (user_id) do nothing`);
  }
}
