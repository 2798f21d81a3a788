import type { Order } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { paymentMethodsOf } from './payment-methods';

const order = (patch: Partial<Order>): Order => ({
  id: 1,
  order: 1000,
  customer: 'Jack Souza',
  customerId: 282150,
  email: 'jack@example.com',
  avatar: null,
  payment: 1,
  status: 'Delivered',
  spent: 10,
  method: 'mastercard',
  date: '11/01/2026',
  time: '10:00 AM',
  methodNumber: 4291,
  createdAt: '2026-11-01T10:00:00.000Z',
  ownerId: null,
  ...patch,
});

describe('the ways a customer has paid', () => {
  it('lists each card once, with how often and when it was last used, latest first', () => {
    const methods = paymentMethodsOf([
      order({ id: 1 }),
      order({ id: 2, createdAt: '2026-11-05T10:00:00.000Z' }),
      order({ id: 3, method: 'paypalLogo', methodNumber: 12, createdAt: '2026-11-09T10:00:00.000Z' }),
    ]);
    expect(methods).toEqual([
      { method: 'paypalLogo', last4: '0012', uses: 1, lastUsed: '2026-11-09T10:00:00.000Z' },
      { method: 'mastercard', last4: '4291', uses: 2, lastUsed: '2026-11-05T10:00:00.000Z' },
    ]);
  });
});
