import type { ReferralListAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReferralsQuery } from '../referrals-search';

export const referralsQueryOptions = (query: ReferralsQuery) =>
  queryOptions({
    queryKey: ['referrals', 'list', query],
    queryFn: ({ signal }) => api<ReferralListAnswer>('/apps/ecommerce/referrals', { query, signal }),
    placeholderData: keepPreviousData,
  });
