import { describe, expect, it } from 'vitest';
import { type CustomerForm, changedFields } from './customer-edit';

const before: CustomerForm = {
  customer: 'Jack Souza',
  email: 'jack.souza24@proton.me',
  country: 'India',
  contact: '+91 412 2539',
  status: 'Active',
};

describe('saving a customer', () => {
  it('sends only the fields the person changed', () => {
    expect(changedFields(before, { ...before, contact: '+91 400 0000', status: 'Suspended' })).toEqual({
      contact: '+91 400 0000',
      status: 'Suspended',
    });
  });

  it('sends nothing when only spaces or the e-mail’s capitals changed', () => {
    expect(
      changedFields(before, { ...before, customer: ' Jack Souza ', email: 'Jack.Souza24@proton.me' }),
    ).toEqual({});
  });
});
