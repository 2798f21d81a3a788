import {
  type CustomerDetail,
  type CustomerListAnswer,
  type CustomerListQuery,
  type customerUpdateBody,
  shopCountries,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { conflict, HttpError, isUniqueViolation } from '../../lib/errors.ts';
import { pageWithTotal } from '../../lib/list-count.ts';
import {
  type CustomerRow,
  countCustomers,
  emailTaken,
  findCustomer,
  listCustomers,
  updateCustomer as updateCustomerRow,
} from './customer.repository.ts';
import { customerIdForBuyer } from './customer-checkout.repository.ts';

type UpdateData = z.output<typeof customerUpdateBody>;

/** The spec's answer for a customer that is not there: 404 with an empty body. */
const missing = () => new HttpError(404, null);

export async function listCustomersPage(db: Db, query: CustomerListQuery): Promise<CustomerListAnswer> {
  const { rows, ...total } = await pageWithTotal(
    query,
    () => listCustomers(db, query),
    () => countCustomers(db, query),
  );
  return { customers: rows, ...total };
}

export async function getCustomer(db: Queryable, customerNumber: number): Promise<CustomerDetail> {
  const found = await findCustomer(db, customerNumber);
  if (!found) throw missing();
  return found;
}

/** Changes some fields; the country code follows the country. */
export async function updateCustomer(
  db: Db,
  customerNumber: number,
  data: UpdateData,
): Promise<CustomerDetail> {
  const { version, ...body } = data;
  await guardEdit(
    () => writeCustomer(db, customerNumber, body, version),
    () => getCustomer(db, customerNumber),
  );
  return getCustomer(db, customerNumber);
}

async function writeCustomer(
  db: Db,
  customerNumber: number,
  body: Omit<UpdateData, 'version'>,
  version: number | undefined,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const existing = await findCustomer(tx, customerNumber);
      if (!existing) throw missing();
      await claimVersion(tx, customers, existing.id, version);
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
