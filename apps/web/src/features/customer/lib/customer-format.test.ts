import { describe, expect, it } from 'vitest';
import { customerDetailsSearch } from '../customer-tabs';
import { averageOrder, countryName, moneyFormatter } from './customer-format';

describe('customer figures', () => {
  it('names the country in the reader’s language', () => {
    expect(countryName('en', 'in', 'India')).toBe('India');
    expect(countryName('fr', 'us', 'United States')).toBe('États-Unis');
    expect(countryName('en', '??', 'Somewhere')).toBe('Somewhere');
  });

  it('gives the average order, and none for a customer who never ordered', () => {
    expect(averageOrder(4431.69, 3)).toBe(1477.23);
    expect(averageOrder(0, 0)).toBeNull();
  });

  it('writes totals spent in dollars', () => {
    expect(moneyFormatter('en')(5303.13)).toBe('$5,303.13');
  });

  it('reads the tab from the URL and falls back to the overview for an unknown one', () => {
    expect(customerDetailsSearch.parse({ tab: 'security' }).tab).toBe('security');
    expect(customerDetailsSearch.parse({ tab: 'nope' }).tab).toBeUndefined();
  });
});
