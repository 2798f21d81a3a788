import { type ListParams, type ReferralListQuery, referralSortKeys, referralStatuses } from '@app/contracts';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The referral list's state in the URL; anything unreadable falls back to the default. */
export const referralListSearch = z.object({
  q: text(200),
  status: oneOf(referralStatuses),
  ...sortAndPaging(referralSortKeys),
});
export type ReferralListSearch = z.output<typeof referralListSearch>;

export function toReferralsQuery(search: ReferralListSearch): ListParams<ReferralListQuery> {
  return { ...toListParams(search), status: search.status };
}

/** The link a person shares: the sign-up page with their referral code. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?ref=${encodeURIComponent(code)}`;
