import {
  type CustomerDetail,
  type CustomerListAnswer,
  type CustomerListQuery,
  type customerUpdateBody,
  shopCountries,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppAbility } from '../../auth/ability.ts';
import { assertMayWrite, reachableRows, reaches } from '../../auth/row-rules.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { conflict, HttpError, isUniqueViolation } from '../../lib/errors.ts';
import {
  type CustomerRow,
  customerList,
  customerRuleColumns,
  emailTaken,
  findCustomer,
  findCustomerReach,
  type RowReach,
  updateCustomer as updateCustomerRow,
} from './customer.repository.ts';
import { customerIdForBuyer } from './customer-checkout.repository.ts';

type UpdateData = z.output<typeof customerUpdateBody>;

/** The spec's answer for a customer that is not there: 404 with an empty body. */
const missing = () => new HttpError(404, null);

/** The customers a reader's rules reach, for the list, its total and the export (decision 015). */
export function readableCustomers(ability: AppAbility): RowReach {
  return { reach: reachableRows(ability, 'read', 'Customer', customerRuleColumns) };
}

/**
 * The customer's row id and rule fields when the caller's rules reach it under `action`; an unknown
 * customer and one outside the rules both answer the spec's empty 404. `lock` holds the row until the
 * transaction ends.
 */
export async function reachedCustomer(
  db: Queryable,
  ability: AppAbility,
  action: 'read' | 'update',
  customerNumber: number,
  lock = false,
) {
  const found = await findCustomerReach(db, customerNumber, lock);
  if (!found) throw missing();
  const { id, ...fields } = found;
  if (!reaches(ability, action, 'Customer', fields)) throw missing();
  return { id, fields };
}

export async function listCustomersPage(
  db: Db,
  query: CustomerListQuery & RowReach,
): Promise<CustomerListAnswer> {
  const { rows, ...total } = await customerList.page(db, query);
  return { customers: rows, ...total };
}

/** One customer; with `reader`, a customer outside the reader's rules answers 404 like an unknown one. */
export async function getCustomer(
  db: Queryable,
  customerNumber: number,
  reader?: AppAbility,
): Promise<CustomerDetail> {
  const found = await findCustomer(db, customerNumber);
  if (!found) throw missing();
  if (reader && !reaches(reader, 'read', 'Customer', { status: found.status, country: found.country })) {
    throw missing();
  }
  return found;
}

/**
 * Changes some fields; the country code follows the country. The actor's update rules must reach the
 * customer (404) and still reach it with the new status and country (403, decision 015).
 */
export async function updateCustomer(
  db: Db,
  actor: AppAbility,
  customerNumber: number,
  data: UpdateData,
): Promise<CustomerDetail> {
  const { version, ...body } = data;
  await guardEdit(
    () => writeCustomer(db, actor, customerNumber, body, version),
    () => getCustomer(db, customerNumber),
  );
  return getCustomer(db, customerNumber);
}

async function writeCustomer(
  db: Db,
  actor: AppAbility,
  customerNumber: number,
  body: Omit<UpdateData, 'version'>,
  version: number | undefined,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const existing = await reachedCustomer(tx, actor, 'update', customerNumber, true);
      await claimVersion(tx, customers, existing.id, version);
      const before = existing.fields;
      const after = { status: body.status ?? before.status, country: body.country ?? before.country };
      assertMayWrite(actor, 'update', 'Customer', { before, after }, []);
      if (body.email && (await emailTaken(tx, body.email, existing.id)))
        throw conflict('email', 'is already taken');
      const { customer, ...rest } = body;
      const changes: Partial<CustomerRow> = { ...rest, name: customer };
      if (body.country) changes.countryCode = shopCountries.find((c) => c.name === body.country)?.code;
      await updateCustomerRow(tx, existing.id, changes);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('email', 'is already taken');
    throw error;
  }
}

/** The shop customer an order from the checkout belongs to, found by e-mail or created (docs/checkout.md). */
export function customerForCheckout(
  db: Queryable,
  buyer: { name: string; email: string; country: string; contact: string },
): Promise<number> {
  const countryCode = shopCountries.find((c) => c.name === buyer.country)?.code ?? '';
  return customerIdForBuyer(db, { ...buyer, countryCode });
}
