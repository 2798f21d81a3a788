import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-form-values';

describe('the live totals of the invoice form', () => {
  it('add the items, take the discount off, and tax what is left, in cents as the server does', () => {
    const totals = invoiceTotals(
      [
        { cost: 1200.5, quantity: 2 },
        { cost: 99.99, quantity: 3 },
      ],
      100,
      8.5,
    );
    expect(totals).toEqual({ subtotal: 2700.97, discount: 100, tax: 221.08, total: 2822.05 });
  });

  it('count a row whose cost or quantity is still empty as nothing', () => {
    const totals = invoiceTotals(
      [
        { cost: Number.NaN, quantity: 1 },
        { cost: 10, quantity: Number.NaN },
      ],
      0,
      0,
    );
    expect(totals.total).toBe(0);
  });
});
