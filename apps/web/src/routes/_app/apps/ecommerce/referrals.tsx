import { createFileRoute } from '@tanstack/react-router';
import { referralStatsQueryOptions } from '@/features/referral/api/get-referral-stats';
import { referralsQueryOptions } from '@/features/referral/api/get-referrals';
import { ReferralsPage } from '@/features/referral/components/referrals-page';
import { referralListSearch, toReferralsQuery } from '@/features/referral/referrals-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/referrals')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Referral' }),
  ...listRoute({
    search: referralListSearch,
    toQuery: toReferralsQuery,
    warm: (queryClient, query) => [
      queryClient.ensureQueryData(referralsQueryOptions(query)),
      queryClient.ensureQueryData(referralStatsQueryOptions()),
    ],
  }),
  component: ReferralsRoute,
});

function ReferralsRoute() {
  return <ReferralsPage {...useListRoute(Route)} />;
}
