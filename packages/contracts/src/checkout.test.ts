import { describe, expect, it } from 'vitest';
import { checkoutCard, expiryValid, luhnValid } from './checkout.ts';

describe('card checks of the checkout', () => {
  it('accepts numbers that pass Luhn and refuses a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242-4242')).toBe(false);
  });

  it('takes a card until the end of its month, and not twenty years ahead', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('12/50', now)).toBe(false);
    expect(expiryValid('1/27', now)).toBe(false);
  });

  it('reads numbers written with spaces or dashes and names the failing field', () => {
    const card = { name: 'Ada', expiry: '12/39', cvc: '123' };
    expect(checkoutCard.safeParse({ ...card, number: '4242 4242-4242 4242' }).success).toBe(true);
    const short = checkoutCard.safeParse({ ...card, number: '4242' });
    expect(short.error?.issues[0]?.message).toBe('must be 12 to 19 digits');
  });
});
