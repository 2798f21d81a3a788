import { IconShoppingCartSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListDeleteSelectedButton, ListExportButton } from '@/components/data-table/list-toolbar';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { ordersQueryOptions } from '@/lib/queries/order';
import { useCan } from '@/lib/session/can';
import { type OrderListSearch, toOrdersQuery } from '../orders-search';
import { useOrderColumns } from './orders-columns';
import { OrdersFilters } from './orders-filters';
import { useBulkDeleteDialog } from './use-bulk-delete-dialog';
import { useDeleteOrderDialog } from './use-delete-order-dialog';
import { useExportOrders } from './use-export-orders';

/** The order list: filters, toolbar and a server-side table whose whole state lives in the URL. */
export function OrdersList({ search, onSearchChange }: ListProps<OrderListSearch>) {
  const { t } = useTranslation('order');
  const query = toOrdersQuery(search);
  const canDelete = useCan({ action: 'delete', subject: 'Order' });
  const canReadCustomer = useCan({ action: 'read', subject: 'Customer' });
  const { notify } = useToast();
  const deleting = useDeleteOrderDialog(({ order }) => notify(t('toast.deleted', { order })));
  const bulk = useBulkDeleteDialog(notify);
  const exporter = useExportOrders();
  const columns = useOrderColumns({ canDelete, canReadCustomer, onDelete: deleting.ask });

  return (
    <ListPage
      ns="order"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={ordersQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.orders })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      header={(change) => (
        <ListFiltersSection title={t('list.filters')}>
          <OrdersFilters value={search} onChange={change} />
        </ListFiltersSection>
      )}
      filterKeys={['status', 'payment']}
      emptyIcon={IconShoppingCartSearch}
      selectable={canDelete}
      toolbar={{
        actions: (selection) => (
          <>
            {canDelete && selection.ids.length > 0 && (
              <ListDeleteSelectedButton
                ns="order"
                count={selection.ids.length}
                onClick={() => bulk.ask(selection.ids, selection.clear)}
              />
            )}
            <ListExportButton
              ns="order"
              exporting={exporter.exporting}
              progress={exporter.progress}
              onClick={() => exporter.run(query)}
            />
          </>
        ),
      }}
    >
      {deleting.dialog}
      {bulk.dialog}
    </ListPage>
  );
}
