import type { Order } from '@app/contracts';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { actionsColumn, RowDeleteButton } from '@/components/data-table/row-actions';
import { OrderNumberLink, OrderStatusChip, paymentColumn } from '@/components/order-chips';
import { RouterIconButton, RouterTextLink } from '@/components/router-links';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { PaymentMethod } from './payment-method';

type Options = { canDelete: boolean; canReadCustomer: boolean; onDelete: (order: Order) => void };

/** Each sortable column's field is the API's sortBy key. */
export function useOrderColumns({ canDelete, canReadCustomer, onDelete }: Options) {
  const { t } = useTranslation('order');
  const format = useIntlFormat();
  return useMemo<DataTableColumn<Order>[]>(
    () => [
      {
        field: 'order',
        headerName: t('columns.order'),
        minWidth: 90,
        flex: 0.6,
        renderCell: ({ row }) => <OrderNumberLink id={row.id} order={row.order} />,
      },
      {
        field: 'date',
        headerName: t('columns.date'),
        minWidth: 120,
        flex: 0.9,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3 }}>
            <Typography variant="body2">{format.date(row.createdAt)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {format.time(row.createdAt)}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'customers',
        headerName: t('columns.customer'),
        flex: 1.6,
        minWidth: 210,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <UserAvatar name={row.customer} src={row.avatar} size={34} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              {canReadCustomer ? (
                <RouterTextLink
                  to="/apps/ecommerce/customer/details/$id"
                  params={{ id: String(row.customerId) }}
                  variant="body2"
                  color="text.primary"
                  sx={{ fontWeight: 500, display: 'block' }}
                  noWrap
                >
                  {row.customer}
                </RouterTextLink>
              ) : (
                <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                  {row.customer}
                </Typography>
              )}
              <Typography
                variant="caption"
                color="text.secondary"
                noWrap
                dir="ltr"
                component="p"
                sx={{ textAlign: 'left' }}
              >
                {row.email}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'spent',
        headerName: t('columns.spent'),
        minWidth: 110,
        flex: 0.7,
        valueGetter: (_, row) => format.money(row.spent),
      },
      paymentColumn(t('columns.payment'), t),
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 150,
        renderCell: ({ row }) => <OrderStatusChip status={row.status} label={t(`statuses.${row.status}`)} />,
      },
      {
        field: 'method',
        headerName: t('columns.method'),
        sortable: false,
        minWidth: 120,
        renderCell: ({ row }) => <PaymentMethod method={row.method} methodNumber={row.methodNumber} />,
      },
      actionsColumn(t('columns.actions'), 100, (row) => (
        <>
          <Tooltip title={t('actions.view')}>
            <RouterIconButton
              size="small"
              aria-label={t('actions.viewNamed', { order: row.order })}
              to="/apps/ecommerce/order/details/$id"
              params={{ id: String(row.id) }}
            >
              <IconEye size={20} />
            </RouterIconButton>
          </Tooltip>
          {canDelete && (
            <RowDeleteButton ns="order" named={{ order: row.order }} onClick={() => onDelete(row)} />
          )}
        </>
      )),
    ],
    [t, format, canDelete, canReadCustomer, onDelete],
  );
}
