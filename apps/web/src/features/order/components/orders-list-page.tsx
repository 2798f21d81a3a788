import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import type { OrderListSearch } from '../orders-search';
import { OrderStatCards } from './order-stat-cards';
import { OrdersList } from './orders-list';

type Props = { search: OrderListSearch; onSearchChange: (patch: Partial<OrderListSearch>) => void };

export function OrdersListPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('order');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <OrderStatCards />
        <OrdersList search={search} onSearchChange={onSearchChange} />
      </Stack>
    </>
  );
}
