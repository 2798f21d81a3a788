import type { Order } from '@app/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { ListError } from '@/components/data-table/list-states';
import { OrderNumberLink, OrderStatusChip, paymentColumn } from '@/components/order-chips';
import { useIntlFormat } from '@/lib/intl-format';
import { ordersQueryOptions } from '@/lib/queries/order';
import { useCan } from '@/lib/session/can';

const PAGE_SIZE = 5;
type Props = { customerId: number; page: number; onPageChange: (page: number) => void };

/** The customer's orders, newest first, five a page; the page is in the URL. */
export function CustomerOrdersTable({ customerId, page, onPageChange }: Props) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const canReadOrders = useCan({ action: 'read', subject: 'Order' });
  const orders = useQuery({
    ...ordersQueryOptions({ customerId, page, itemsPerPage: PAGE_SIZE }),
    enabled: canReadOrders,
  });
  const columns = useMemo<DataTableColumn<Order>[]>(
    () => [
      {
        field: 'order',
        headerName: t('orders.order'),
        sortable: false,
        minWidth: 100,
        flex: 0.6,
        renderCell: ({ row }) => <OrderNumberLink id={row.id} order={row.order} />,
      },
      {
        field: 'date',
        headerName: t('orders.date'),
        sortable: false,
        minWidth: 130,
        flex: 1,
        valueGetter: (_, row) => format.date(row.createdAt),
      },
      {
        field: 'status',
        headerName: t('orders.status'),
        sortable: false,
        minWidth: 150,
        renderCell: ({ row }) => (
          <OrderStatusChip status={row.status} label={t(`orderStatuses.${row.status}`)} />
        ),
      },
      paymentColumn(t('orders.payment'), t),
      {
        field: 'spent',
        headerName: t('orders.spent'),
        sortable: false,
        minWidth: 110,
        flex: 0.7,
        valueGetter: (_, row) => format.money(row.spent),
      },
    ],
    [t, format],
  );

  return (
    <Card>
      <CardHeader title={t('orders.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {!canReadOrders ? (
        <Typography color="text.secondary" sx={{ px: 3, pb: 3 }}>
          {t('orders.notAllowed')}
        </Typography>
      ) : orders.isError && !orders.data ? (
        <ListError ns="customer" message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : (
        <DataTable
          ariaLabel={t('orders.title')}
          columns={columns}
          rows={orders.data?.orders ?? []}
          total={orders.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={onPageChange}
          loading={orders.isFetching}
          empty={<Typography color="text.secondary">{t('orders.empty')}</Typography>}
          summary={({ from, to, total }) => t('orders.showing', { from, to, total })}
        />
      )}
    </Card>
  );
}
