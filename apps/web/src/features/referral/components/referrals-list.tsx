import { referralStatuses } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { StatusFilterSelect } from '@/components/data-table/status-filter-select';
import { ListCardTitle } from '@/components/list-page/list-card-title';
import { ListPage } from '@/components/list-page/list-page';
import { referralsQueryOptions } from '../api/get-referrals';
import { type ReferralListSearch, toReferralsQuery } from '../referrals-search';
import { useReferralColumns } from './referrals-columns';

/** The referred users: search, status, sort, page and page size all live in the URL. */
export function ReferralsList({ search, onSearchChange }: ListProps<ReferralListSearch>) {
  const { t } = useTranslation('referral');
  const query = toReferralsQuery(search);
  return (
    <ListPage
      ns="referral"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={referralsQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.referrals })}
      columns={useReferralColumns()}
      ariaLabel={t('list.title')}
      header={() => <ListCardTitle title={t('list.title')} />}
      filterKeys={['status']}
      toolbar={{
        actions: (_, change) => (
          <StatusFilterSelect
            ns="referral"
            statuses={referralStatuses}
            value={search.status}
            onChange={(status) => change({ status })}
          />
        ),
      }}
    />
  );
}
