import { customerIdParam, MAX_ROW_ID, shopIdParam } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads a positive whole number', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId(String(MAX_ROW_ID), shopIdParam)).toBe(MAX_ROW_ID);
  });

  it('refuses what the API would refuse: zero, negatives, fractions, words and ids past the largest', () => {
    for (const text of ['0', '-3', '1.5', 'abc', '', String(MAX_ROW_ID + 1)]) {
      expect(parseRouteId(text), text).toBeUndefined();
    }
  });

  it('refuses other spellings of a number, so each page has one address', () => {
    for (const text of ['012', '1e3', ' 12', '0x10', '+5']) expect(parseRouteId(text), text).toBeUndefined();
  });

  it('follows the schema it is given: a customer id has at most eight digits', () => {
    expect(parseRouteId('99999999', customerIdParam)).toBe(99_999_999);
    expect(parseRouteId('100000000', customerIdParam)).toBeUndefined();
  });
});
