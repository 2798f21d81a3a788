import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { IconShoppingCartSearch, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { DataTable } from '@/components/data-table/data-table';
import { ListEmpty, ListError } from '@/components/data-table/list-states';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { SearchField } from '@/components/data-table/search-field';
import { useToast } from '@/components/toast/use-toast';
import { ordersQueryOptions } from '@/lib/queries/order';
import { hasFilters, type OrderListSearch, toOrdersQuery } from '../orders-search';
import { useOrderColumns } from './orders-columns';
import { OrdersFilters } from './orders-filters';
import { useBulkDeleteSelection } from './use-bulk-delete-selection';
import { useDeleteOrderDialog } from './use-delete-order-dialog';
import { useExportOrders } from './use-export-orders';

type Props = {
  search: OrderListSearch;
  /** Merges into the URL's search; a change of filter, sort or page size goes back to page 1. */
  onSearchChange: (patch: Partial<OrderListSearch>) => void;
};

/** The order list: filters, toolbar and a server-side table whose whole state lives in the URL. */
export function OrdersList({ search, onSearchChange }: Props) {
  const { t } = useTranslation('order');
  const query = toOrdersQuery(search);
  const orders = useQuery(ordersQueryOptions(query));
  const canDelete = useCan({ action: 'delete', subject: 'Order' });
  const canReadCustomer = useCan({ action: 'read', subject: 'Customer' });
  const { notify, snackbar } = useToast();
  const deleting = useDeleteOrderDialog(({ order }) => notify(t('toast.deleted', { order })));
  const exporter = useExportOrders();
  const bulk = useBulkDeleteSelection(JSON.stringify(query), notify);
  const columns = useOrderColumns({ canDelete, canReadCustomer, onDelete: deleting.ask });

  const reset = (patch: Partial<OrderListSearch>) => onSearchChange({ ...patch, page: undefined });
  const clearFilters = () => reset({ q: undefined, status: undefined, payment: undefined });
  const exportCsv = async () => {
    try {
      const count = await exporter.run(query);
      notify(t('toast.exported', { count }));
    } catch (error) {
      notify(t('toast.exportFailed', { message: (error as Error).message }), 'error');
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('list.filters')}
        slotProps={{ title: { component: 'h2' } }}
        sx={{ px: 3, pt: 3 }}
      />
      <CardContent sx={{ px: 3, pt: 0, pb: 3 }}>
        <OrdersFilters value={search} onChange={reset} />
      </CardContent>
      <Divider />
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
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flexGrow: { xs: 1, sm: 0 } }}
        >
          <PageSizeSelect
            label={t('list.show')}
            value={query.itemsPerPage}
            onChange={(itemsPerPage) => reset({ itemsPerPage })}
          />
          {canDelete && bulk.button}
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
      {orders.isError && !orders.data ? (
        <ListError ns="order" message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : (
        <DataTable
          ariaLabel={t('list.tableLabel')}
          columns={columns}
          rows={orders.data?.orders ?? []}
          total={orders.data?.total ?? 0}
          page={query.page}
          pageSize={query.itemsPerPage}
          sort={{ field: query.sortBy, direction: query.orderBy }}
          onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
          onSortChange={({ field, direction }) =>
            reset({ sortBy: field as OrderListSearch['sortBy'], orderBy: field ? direction : undefined })
          }
          loading={orders.isFetching}
          empty={
            <ListEmpty
              ns="order"
              icon={IconShoppingCartSearch}
              filtered={hasFilters(search)}
              onClear={clearFilters}
            />
          }
          summary={({ from, to, total }) => t('list.showing', { from, to, total })}
          selection={canDelete ? bulk.tableSelection : undefined}
        />
      )}
      {deleting.dialog}
      {bulk.dialog}
      {snackbar}
    </Card>
  );
}
