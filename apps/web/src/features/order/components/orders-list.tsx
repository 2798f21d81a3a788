import Card from '@mui/material/Card';
import { IconShoppingCartSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListExportButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { useToast } from '@/components/toast/use-toast';
import { ordersQueryOptions } from '@/lib/queries/order';
import { useCan } from '@/lib/session/can';
import { hasFilters, type OrderListSearch, toOrdersQuery } from '../orders-search';
import { useOrderColumns } from './orders-columns';
import { OrdersFilters } from './orders-filters';
import { useBulkDeleteSelection } from './use-bulk-delete-selection';
import { useDeleteOrderDialog } from './use-delete-order-dialog';
import { useExportOrders } from './use-export-orders';

type Props = ListProps<OrderListSearch>;

/** The order list: filters, toolbar and a server-side table whose whole state lives in the URL. */
export function OrdersList({ search, onSearchChange }: Props) {
  const { t } = useTranslation('order');
  const query = toOrdersQuery(search);
  const orders = useQuery(ordersQueryOptions(query));
  const canDelete = useCan({ action: 'delete', subject: 'Order' });
  const canReadCustomer = useCan({ action: 'read', subject: 'Customer' });
  const { notify } = useToast();
  const deleting = useDeleteOrderDialog(({ order }) => notify(t('toast.deleted', { order })));
  const exporter = useExportOrders();
  const bulk = useBulkDeleteSelection(JSON.stringify(query), notify);
  const columns = useOrderColumns({ canDelete, canReadCustomer, onDelete: deleting.ask });

  const reset = (patch: Partial<OrderListSearch>) => onSearchChange({ ...patch, page: undefined });
  const clearFilters = () => reset({ q: undefined, status: undefined, payment: undefined });

  return (
    <Card>
      <ListFiltersSection title={t('list.filters')}>
        <OrdersFilters value={search} onChange={reset} />
      </ListFiltersSection>
      <ListToolbar ns="order" q={search.q} pageSize={query.itemsPerPage} onChange={reset}>
        {canDelete && bulk.button}
        <ListExportButton
          ns="order"
          exporting={exporter.exporting}
          progress={exporter.progress}
          onClick={() => exporter.run(query)}
        />
      </ListToolbar>
      <ListTable
        ns="order"
        ariaLabel={t('list.tableLabel')}
        columns={columns}
        query={query}
        list={orders}
        rows={orders.data?.orders}
        total={orders.data?.total}
        totalIsEstimate={orders.data?.totalIsEstimate}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty
            ns="order"
            icon={IconShoppingCartSearch}
            filtered={hasFilters(search)}
            onClear={clearFilters}
          />
        }
        selection={canDelete ? bulk.tableSelection : undefined}
      />
      {deleting.dialog}
      {bulk.dialog}
    </Card>
  );
}
