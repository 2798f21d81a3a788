import { describe, expect, it } from 'vitest';
import { shareOf } from './format';

describe('dashboard shares', () => {
  it('guards shares of nothing', () => {
    expect(shareOf(3, 0)).toBe(0);
    expect(shareOf(1, 4)).toBe(0.25);
  });
});
