import { shopCountries } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { IconUpload, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty, ListError } from '@/components/data-table/list-states';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { SearchField } from '@/components/data-table/search-field';
import { useToast } from '@/components/toast/use-toast';
import { customersQueryOptions } from '../api/get-customers';
import { type CustomerListSearch, hasFilters, toCustomersQuery } from '../customers-search';
import { useCustomerFormat } from '../lib/customer-format';
import { useCustomerColumns } from './customers-columns';
import { useExportCustomers } from './use-export-customers';

type Props = {
  search: CustomerListSearch;
  /** Merges into the URL's search; a change of filter, sort or page size goes back to page 1. */
  onSearchChange: (patch: Partial<CustomerListSearch>) => void;
};

/** The customer list: search, country, export and a server-side table whose state lives in the URL. */
export function CustomersList({ search, onSearchChange }: Props) {
  const { t } = useTranslation('customer');
  const format = useCustomerFormat();
  const query = toCustomersQuery(search);
  const customers = useQuery(customersQueryOptions(query));
  const columns = useCustomerColumns();
  const exporter = useExportCustomers();
  const { notify } = useToast();

  const reset = (patch: Partial<CustomerListSearch>) => onSearchChange({ ...patch, page: undefined });
  const exportCsv = async () => {
    try {
      notify(t('toast.exported', { count: await exporter.run(query) }));
    } catch (error) {
      notify(t('toast.exportFailed', { message: (error as Error).message }), 'error');
    }
  };

  return (
    <Card>
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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, flexGrow: { xs: 1, sm: 0 } }}>
          <SearchField
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={search.q ?? ''}
            onChange={(q) => reset({ q: q || undefined })}
          />
          <TextField
            select
            size="small"
            label={t('list.country')}
            value={search.country ?? ''}
            onChange={(e) => reset({ country: e.target.value || undefined })}
            sx={{ minWidth: { xs: '100%', sm: 200 } }}
          >
            <MenuItem value="">{t('list.allCountries')}</MenuItem>
            {shopCountries.map((c) => (
              <MenuItem key={c.code} value={c.name}>
                {format.country(c.code, c.name)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flexGrow: { xs: 1, sm: 0 } }}
        >
          <PageSizeSelect
            label={t('list.show')}
            value={query.itemsPerPage}
            onChange={(itemsPerPage) => reset({ itemsPerPage })}
          />
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<IconUpload size={18} />}
            onClick={exportCsv}
            disabled={exporter.exporting}
            sx={{ flexGrow: { xs: 1, sm: 0 } }}
          >
            {exporter.exporting ? t('list.exporting') : t('list.export')}
          </Button>
        </Box>
      </Box>
      {customers.isError && !customers.data ? (
        <ListError ns="customer" message={customers.error.message} onRetry={() => void customers.refetch()} />
      ) : (
        <DataTable
          ariaLabel={t('list.tableLabel')}
          columns={columns}
          rows={customers.data?.customers ?? []}
          total={customers.data?.total ?? 0}
          page={query.page}
          pageSize={query.itemsPerPage}
          sort={{ field: query.sortBy, direction: query.orderBy }}
          onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
          onSortChange={({ field, direction }) =>
            reset({ sortBy: field as CustomerListSearch['sortBy'], orderBy: field ? direction : undefined })
          }
          loading={customers.isFetching}
          empty={
            <ListEmpty
              ns="customer"
              icon={IconUserSearch}
              filtered={hasFilters(search)}
              onClear={() => reset({ q: undefined, country: undefined })}
            />
          }
          summary={({ from, to, total }) => t('list.showing', { from, to, total })}
        />
      )}
    </Card>
  );
}
