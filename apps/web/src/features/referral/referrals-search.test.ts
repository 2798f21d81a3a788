import { describe, expect, it } from 'vitest';
import { referralLink, referralListSearch, toReferralsQuery } from './referrals-search';

describe('referral list URL', () => {
  it('starts on page 1 with 10 rows and no sort', () => {
    expect(toReferralsQuery(referralListSearch.parse({}))).toEqual({
      q: undefined,
      status: undefined,
      sortBy: undefined,
      orderBy: undefined,
      page: 1,
      itemsPerPage: 10,
    });
  });

  it('keeps a valid sort and page, and drops what it cannot read', () => {
    const search = referralListSearch.parse({
      sortBy: 'earning',
      page: '3',
      itemsPerPage: '7',
      status: 'Lost',
    });
    expect(toReferralsQuery(search)).toMatchObject({
      sortBy: 'earning',
      orderBy: 'asc',
      page: 3,
      itemsPerPage: 10,
    });
    expect(search.status).toBeUndefined();
  });
});

describe('referralLink', () => {
  it('points to sign-up with the code, escaped', () => {
    expect(referralLink('https://shop.test', 'john doe')).toBe('https://shop.test/register?ref=john%20doe');
  });
});
