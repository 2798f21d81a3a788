import { describe, expect, it } from 'vitest';
import { fromOptionalNumber, toOptionalNumber } from './optional-number';

describe('optional number fields', () => {
  it('reads an emptied field as no value', () => {
    expect(toOptionalNumber('')).toBeNull();
    expect(toOptionalNumber('  ')).toBeNull();
  });

  it('reads typed text as a number', () => {
    expect(toOptionalNumber('49.5')).toBe(49.5);
    expect(Number.isNaN(toOptionalNumber('abc'))).toBe(true);
  });

  it('shows no value as an empty field', () => {
    expect(fromOptionalNumber(null)).toBe('');
    expect(fromOptionalNumber(0)).toBe('0');
    expect(fromOptionalNumber(12.5)).toBe('12.5');
  });
});
