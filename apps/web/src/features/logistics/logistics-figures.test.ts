import { describe, expect, it } from 'vitest';
import { changeOf, onTimeRate, shareOf } from './logistics-figures';

describe('logistics figures', () => {
  it('compares with the previous period, and says nothing when there was nothing before', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(3, 0)).toBeNull();
  });
  it('gives shares and on-time rates without dividing by zero', () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(1, 0)).toBe(0);
    expect(onTimeRate({ delivered: 8, onTime: 6 })).toBe(0.75);
    expect(onTimeRate({ delivered: 0, onTime: 0 })).toBeNull();
  });
});
