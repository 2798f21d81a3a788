import { describe, expect, it } from 'vitest';
import { customerDetailsSearch } from '../customer-tabs';
import { averageOrder } from './customer-format';

describe('customer figures', () => {
  it('gives the average order, and none for a customer who never ordered', () => {
    expect(averageOrder(4431.69, 3)).toBe(1477.23);
    expect(averageOrder(0, 0)).toBeNull();
  });

  it('reads the tab from the URL and falls back to the overview for an unknown one', () => {
    expect(customerDetailsSearch.parse({ tab: 'security' }).tab).toBe('security');
    expect(customerDetailsSearch.parse({ tab: 'nope' }).tab).toBeUndefined();
  });
});
