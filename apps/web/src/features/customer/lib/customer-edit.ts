import type { CustomerDetail, CustomerStatus, CustomerUpdateBody } from '@app/contracts';

export type CustomerForm = {
  customer: string;
  email: string;
  country: string;
  contact: string;
  status: CustomerStatus;
};

export const toCustomerForm = (c: CustomerDetail): CustomerForm => ({
  customer: c.customer,
  email: c.email,
  country: c.country,
  contact: c.contact,
  status: c.status,
});

/** Only what changed goes to the server (spaces and the e-mail's case do not count as a change). */
export function changedFields(before: CustomerForm, after: CustomerForm): CustomerUpdateBody {
  const body: Record<string, string> = {};
  const same = (key: keyof CustomerForm) =>
    key === 'email'
      ? before.email.trim().toLowerCase() === after.email.trim().toLowerCase()
      : before[key].trim() === after[key].trim();
  for (const key of Object.keys(after) as (keyof CustomerForm)[]) {
    if (!same(key)) body[key] = after[key].trim();
  }
  return body as CustomerUpdateBody;
}
