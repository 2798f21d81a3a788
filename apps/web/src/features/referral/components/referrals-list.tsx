import { referralStatuses } from '@app/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { StatusFilterSelect } from '@/components/data-table/status-filter-select';
import { referralsQueryOptions } from '../api/get-referrals';
import { hasFilters, type ReferralListSearch, toReferralsQuery } from '../referrals-search';
import { useReferralColumns } from './referrals-columns';

type Props = ListProps<ReferralListSearch>;

/** The referred users: search, status, sort, page and page size all live in the URL. */
export function ReferralsList({ search, onSearchChange }: Props) {
  const { t } = useTranslation('referral');
  const query = toReferralsQuery(search);
  const referrals = useQuery(referralsQueryOptions(query));
  const columns = useReferralColumns();
  const reset = (patch: Partial<ReferralListSearch>) => onSearchChange({ ...patch, page: undefined });
  return (
    <Card>
      <CardHeader
        title={t('list.title')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        sx={{ px: 3, pt: 3, pb: 0 }}
      />
      <ListToolbar ns="referral" q={search.q} pageSize={query.itemsPerPage} onChange={reset}>
        <StatusFilterSelect
          ns="referral"
          statuses={referralStatuses}
          value={search.status}
          onChange={(status) => reset({ status })}
        />
      </ListToolbar>
      <ListTable
        ns="referral"
        ariaLabel={t('list.title')}
        columns={columns}
        query={query}
        list={referrals}
        rows={referrals.data?.referrals}
        total={referrals.data?.total}
        totalIsEstimate={referrals.data?.totalIsEstimate}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty
            ns="referral"
            filtered={hasFilters(search)}
            onClear={() => reset({ q: undefined, status: undefined })}
          />
        }
      />
    </Card>
  );
}
