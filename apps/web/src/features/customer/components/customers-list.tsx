import { shopCountries } from '@app/contracts';
import Card from '@mui/material/Card';
import { IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListExportButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { useIntlFormat } from '@/lib/intl-format';
import { customersQueryOptions } from '../api/get-customers';
import { type CustomerListSearch, hasFilters, toCustomersQuery } from '../customers-search';
import { useCustomerColumns } from './customers-columns';
import { useExportCustomers } from './use-export-customers';

type Props = ListProps<CustomerListSearch>;

/** The customer list: search, country, export and a server-side table whose state lives in the URL. */
export function CustomersList({ search, onSearchChange }: Props) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const query = toCustomersQuery(search);
  const customers = useQuery(customersQueryOptions(query));
  const columns = useCustomerColumns();
  const exporter = useExportCustomers();

  const reset = (patch: Partial<CustomerListSearch>) => onSearchChange({ ...patch, page: undefined });

  return (
    <Card>
      <ListToolbar
        ns="customer"
        q={search.q}
        pageSize={query.itemsPerPage}
        onChange={reset}
        filters={
          <FilterSelect
            label={t('list.country')}
            allLabel={t('list.allCountries')}
            value={search.country}
            options={shopCountries.map((c) => ({ value: c.name, label: format.country(c.code, c.name) }))}
            onChange={(country) => reset({ country })}
            sx={{ minWidth: { xs: '100%', sm: 200 } }}
          />
        }
      >
        <ListExportButton
          ns="customer"
          exporting={exporter.exporting}
          progress={exporter.progress}
          onClick={() => exporter.run(query)}
        />
      </ListToolbar>
      <ListTable
        ns="customer"
        ariaLabel={t('list.tableLabel')}
        columns={columns}
        query={query}
        list={customers}
        rows={customers.data?.customers}
        total={customers.data?.total}
        totalIsEstimate={customers.data?.totalIsEstimate}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty
            ns="customer"
            icon={IconUserSearch}
            filtered={hasFilters(search)}
            onClear={() => reset({ q: undefined, country: undefined })}
          />
        }
      />
    </Card>
  );
}
