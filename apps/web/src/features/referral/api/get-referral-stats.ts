import type { ReferralStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const referralStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['referrals', 'stats'],
    queryFn: ({ signal, client }) =>
      api<ReferralStatsAnswer>('/apps/ecommerce/referrals/stats', { signal, client }),
  });
