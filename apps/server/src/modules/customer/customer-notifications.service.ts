import {
  type CustomerNotificationsAnswer,
  type CustomerNotificationsBody,
  defaultCustomerNotifications,
} from '@app/contracts';
import type { Db, Queryable } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { claimVersionBy, guardEdit } from '../../lib/edit-version.ts';
import { HttpError } from '../../lib/errors.ts';
import { findNotificationPrefs, updateNotificationPrefs } from './customer-notifications.repository.ts';

/** The spec's answer for a customer that is not there: 404 with an empty body. */
const missing = () => new HttpError(404, null);

/** The customer's saved choices, or the defaults while they have never saved any; with the customer's version. */
export async function getNotifications(
  db: Queryable,
  customerNumber: number,
): Promise<CustomerNotificationsAnswer> {
  const found = await findNotificationPrefs(db, customerNumber);
  if (found === undefined) throw missing();
  return { ...(found.prefs ?? defaultCustomerNotifications), version: found.version };
}

/**
 * The choices are a column of the customer's row and share its version (docs/edit-conflicts.md): a
 * stale version answers 409 with the choices as they are now.
 */
export async function saveNotifications(
  db: Db,
  customerNumber: number,
  body: CustomerNotificationsBody,
): Promise<CustomerNotificationsAnswer> {
  const { version, ...prefs } = body;
  await guardEdit(
    () =>
      db.transaction(async (tx) => {
        await claimVersionBy(tx, customers, customers.customerNumber, customerNumber, version);
        if (!(await updateNotificationPrefs(tx, customerNumber, prefs))) throw missing();
      }),
    () => getNotifications(db, customerNumber),
  );
  return getNotifications(db, customerNumber);
}
