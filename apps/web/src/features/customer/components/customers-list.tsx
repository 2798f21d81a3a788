import { shopCountries } from '@app/contracts';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { ListProps } from '@/components/data-table/list-props';
import { ListExportButton } from '@/components/data-table/list-toolbar';
import { ListPage } from '@/components/list-page/list-page';
import { useIntlFormat } from '@/lib/intl-format';
import { customersQueryOptions } from '../api/get-customers';
import { type CustomerListSearch, toCustomersQuery } from '../customers-search';
import { useCustomerColumns } from './customers-columns';
import { useExportCustomers } from './use-export-customers';

/** The customer list: search, country, export and a server-side table whose state lives in the URL. */
export function CustomersList({ search, onSearchChange }: ListProps<CustomerListSearch>) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const query = toCustomersQuery(search);
  const exporter = useExportCustomers();
  return (
    <ListPage
      ns="customer"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={customersQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.customers })}
      columns={useCustomerColumns()}
      ariaLabel={t('list.tableLabel')}
      filterKeys={['country']}
      emptyIcon={IconUserSearch}
      toolbar={{
        filters: (change) => (
          <FilterSelect
            label={t('list.country')}
            allLabel={t('list.allCountries')}
            value={search.country}
            options={shopCountries.map((c) => ({ value: c.name, label: format.country(c.code, c.name) }))}
            onChange={(country) => change({ country })}
            sx={{ minWidth: { xs: '100%', sm: 200 } }}
          />
        ),
        actions: () => (
          <ListExportButton
            ns="customer"
            exporting={exporter.exporting}
            progress={exporter.progress}
            onClick={() => exporter.run(query)}
          />
        ),
      }}
    />
  );
}
