import { type CustomerNotifications, defaultCustomerNotifications } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';

/** The spec's answer for a customer that is not there: 404 with an empty body. */
const missing = () => new HttpError(404, null);

/** The customer's saved choices, or the defaults while they have never saved any. */
export async function getNotifications(
  db: Queryable,
  customerNumber: number,
): Promise<CustomerNotifications> {
  const [row] = await db
    .select({ prefs: customers.notificationPrefs })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  if (!row) throw missing();
  return row.prefs ?? defaultCustomerNotifications;
}

export async function saveNotifications(
  db: Queryable,
  customerNumber: number,
  prefs: CustomerNotifications,
): Promise<CustomerNotifications> {
  const saved = await db
    .update(customers)
    .set({ notificationPrefs: prefs })
    .where(eq(customers.customerNumber, customerNumber))
    .returning({ prefs: customers.notificationPrefs });
  if (saved.length === 0) throw missing();
  return saved[0].prefs ?? prefs;
}
