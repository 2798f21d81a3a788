import type { CustomerNotifications } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

/** The customer's stored choices (null while they never saved any), or undefined when there is no such customer. */
export async function findNotificationPrefs(
  db: Queryable,
  customerNumber: number,
): Promise<CustomerNotifications | null | undefined> {
  const [row] = await db
    .select({ prefs: customers.notificationPrefs })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row?.prefs;
}

/** Stores the choices and returns them as stored, or undefined when there is no such customer. */
export async function updateNotificationPrefs(
  db: Queryable,
  customerNumber: number,
  prefs: CustomerNotifications,
): Promise<CustomerNotifications | null | undefined> {
  const [row] = await db
    .update(customers)
    .set({ notificationPrefs: prefs })
    .where(eq(customers.customerNumber, customerNumber))
    .returning({ prefs: customers.notificationPrefs });
  return row?.prefs;
}
