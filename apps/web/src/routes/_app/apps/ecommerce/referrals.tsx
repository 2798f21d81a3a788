import { createFileRoute } from '@tanstack/react-router';
import { referralStatsQueryOptions } from '@/features/referral/api/get-referral-stats';
import { referralsQueryOptions } from '@/features/referral/api/get-referrals';
import { ReferralsPage } from '@/features/referral/components/referrals-page';
import {
  type ReferralListSearch,
  referralListSearch,
  toReferralsQuery,
} from '@/features/referral/referrals-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/referrals')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Referral' }),
  validateSearch: referralListSearch,
  loaderDeps: ({ search }) => toReferralsQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(referralsQueryOptions(deps)),
      queryClient.ensureQueryData(referralStatsQueryOptions()),
    ]),
  component: ReferralsRoute,
});

function ReferralsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<ReferralListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <ReferralsPage search={search} onSearchChange={change} />;
}
