import {
  type OrderBy,
  type ReferralSortKey,
  type ReferralStatus,
  referralSortKeys,
  referralStatuses,
} from '@app/contracts';
import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '@/app/config';

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** The referral list's state in the URL; anything unreadable falls back to the default. */
export const referralListSearch = z.object({
  q: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(200).optional())
    .catch(undefined),
  status: oneOf(referralStatuses),
  sortBy: oneOf(referralSortKeys),
  orderBy: oneOf(['asc', 'desc'] as const),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
    .optional()
    .catch(undefined),
});
export type ReferralListSearch = z.output<typeof referralListSearch>;
export type ReferralsQuery = {
  q?: string;
  status?: ReferralStatus;
  sortBy?: ReferralSortKey;
  orderBy?: OrderBy;
  page: number;
  itemsPerPage: number;
};

export function toReferralsQuery(search: ReferralListSearch): ReferralsQuery {
  return {
    q: search.q || undefined,
    status: search.status,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? 10,
  };
}

export const hasFilters = (s: ReferralListSearch) => Boolean(s.q || s.status);

/** The link a person shares: the sign-up page with their referral code. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?ref=${encodeURIComponent(code)}`;
