import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import type { InvoiceListSearch } from '../invoices-search';
import { InvoiceStatCards } from './invoice-stat-cards';
import { InvoicesList } from './invoices-list';

type Props = { search: InvoiceListSearch; onSearchChange: (patch: Partial<InvoiceListSearch>) => void };

export function InvoiceListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('invoice');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <InvoiceStatCards />
        <InvoicesList search={search} onSearchChange={onSearchChange} />
      </Stack>
    </>
  );
}
