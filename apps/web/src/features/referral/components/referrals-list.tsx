import { referralStatuses } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { SearchField } from '@/components/data-table/search-field';
import { referralsQueryOptions } from '../api/get-referrals';
import { hasFilters, type ReferralListSearch, toReferralsQuery } from '../referrals-search';
import { useReferralColumns } from './referrals-columns';

type Props = { search: ReferralListSearch; onSearchChange: (patch: Partial<ReferralListSearch>) => void };

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
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          p: 3,
        }}
      >
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search.q ?? ''}
          onChange={(q) => reset({ q: q || undefined })}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', flexGrow: { xs: 1, sm: 0 } }}>
          <PageSizeSelect
            label={t('list.show')}
            value={query.itemsPerPage}
            onChange={(itemsPerPage) => reset({ itemsPerPage })}
          />
          <TextField
            select
            size="small"
            label={t('list.status')}
            value={search.status ?? ''}
            onChange={(e) => reset({ status: (e.target.value || undefined) as ReferralListSearch['status'] })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 150, flexGrow: { xs: 1, sm: 0 } }}
          >
            <MenuItem value="">{t('list.all')}</MenuItem>
            {referralStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>
      {referrals.isError && !referrals.data ? (
        <Box sx={{ p: 3 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void referrals.refetch()}>
                {t('list.retry')}
              </Button>
            }
          >
            {t('list.error')} {referrals.error.message}
          </Alert>
        </Box>
      ) : (
        <DataTable
          ariaLabel={t('list.title')}
          columns={columns}
          rows={referrals.data?.referrals ?? []}
          total={referrals.data?.total ?? 0}
          page={query.page}
          pageSize={query.itemsPerPage}
          sort={{ field: query.sortBy, direction: query.orderBy }}
          onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
          onSortChange={({ field, direction }) =>
            reset({ sortBy: field as ReferralListSearch['sortBy'], orderBy: field ? direction : undefined })
          }
          loading={referrals.isFetching}
          empty={
            <Box sx={{ textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
              <Typography variant="h6" component="p">
                {hasFilters(search) ? t('list.empty') : t('list.emptyAll')}
              </Typography>
              {hasFilters(search) && (
                <Button variant="outlined" onClick={() => reset({ q: undefined, status: undefined })}>
                  {t('list.clearFilters')}
                </Button>
              )}
            </Box>
          }
          summary={({ from, to, total }) => t('list.showing', { from, to, total })}
        />
      )}
    </Card>
  );
}
