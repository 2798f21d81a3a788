import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it.each(['0', '-1', '0.001', 'abc', '9000'])(
    'refuses SESSION_TTL_HOURS=%s naming the variable',
    (value) => {
      expect(() => loadConfig({ SESSION_TTL_HOURS: value })).toThrow(/SESSION_TTL_HOURS/);
    },
  );

  it.each([
    ['0.25', 0.25],
    ['0.0167', 0.0167],
    ['168', 168],
  ])('accepts SESSION_TTL_HOURS=%s, fractions included', (value, hours) => {
    expect(loadConfig({ SESSION_TTL_HOURS: value }).SESSION_TTL_HOURS).toBe(hours);
  });
});
