import type { ListParams, ReferralListAnswer, ReferralListQuery } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const referralsQueryOptions = (query: ListParams<ReferralListQuery>) =>
  queryOptions({
    queryKey: ['referrals', 'list', query],
    queryFn: ({ signal, client }) =>
      api<ReferralListAnswer>('/apps/ecommerce/referrals', { query, signal, client }),
    placeholderData: keepPreviousData,
  });
