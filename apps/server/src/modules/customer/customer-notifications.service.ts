import { type CustomerNotifications, defaultCustomerNotifications } from '@app/contracts';
import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { findNotificationPrefs, updateNotificationPrefs } from './customer-notifications.repository.ts';

/** The spec's answer for a customer that is not there: 404 with an empty body. */
const missing = () => new HttpError(404, null);

/** The customer's saved choices, or the defaults while they have never saved any. */
export async function getNotifications(
  db: Queryable,
  customerNumber: number,
): Promise<CustomerNotifications> {
  const prefs = await findNotificationPrefs(db, customerNumber);
  if (prefs === undefined) throw missing();
  return prefs ?? defaultCustomerNotifications;
}

export async function saveNotifications(
  db: Queryable,
  customerNumber: number,
  prefs: CustomerNotifications,
): Promise<CustomerNotifications> {
  const saved = await updateNotificationPrefs(db, customerNumber, prefs);
  if (saved === undefined) throw missing();
  return saved ?? prefs;
}
