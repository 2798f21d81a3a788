import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import type { CustomerListSearch } from '../customers-search';
import { CustomersList } from './customers-list';

type Props = { search: CustomerListSearch; onSearchChange: (patch: Partial<CustomerListSearch>) => void };

export function CustomersListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('customer');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <CustomersList search={search} onSearchChange={onSearchChange} />
    </>
  );
}
