import type { CustomerNotifications } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

/**
 * The customer's stored choices (null while they never saved any) and the customer's version, or
 * undefined when there is no such customer.
 */
export async function findNotificationPrefs(
  db: Queryable,
  customerNumber: number,
): Promise<{ prefs: CustomerNotifications | null; version: number } | undefined> {
  const [row] = await db
    .select({ prefs: customers.notificationPrefs, version: customers.version })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row;
}

/** Stores the choices; false when there is no such customer. */
export async function updateNotificationPrefs(
  db: Queryable,
  customerNumber: number,
  prefs: CustomerNotifications,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ notificationPrefs: prefs })
    .where(eq(customers.customerNumber, customerNumber))
    .returning({ id: customers.id });
  return rows.length > 0;
}
