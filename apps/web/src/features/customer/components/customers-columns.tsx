import type { Customer } from '@app/contracts';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { RouterIconButton, RouterTextLink } from '@/components/router-links';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { CustomerCountry } from './customer-country';

/** Each sortable column's field is the API's sortBy key. */
export function useCustomerColumns() {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  return useMemo<DataTableColumn<Customer>[]>(
    () => [
      {
        field: 'customer',
        headerName: t('columns.customer'),
        flex: 1.6,
        minWidth: 250,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <UserAvatar name={row.customer} src={row.avatar} size={34} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <RouterTextLink
                to="/apps/ecommerce/customer/details/$id"
                params={{ id: String(row.customerId) }}
                color="text.primary"
                sx={{ fontWeight: 500, display: 'block' }}
                noWrap
              >
                {row.customer}
              </RouterTextLink>
              <Typography
                variant="caption"
                color="text.secondary"
                noWrap
                component="p"
                dir="ltr"
                sx={{ textAlign: 'left' }}
              >
                {row.email}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'customerId',
        headerName: t('columns.customerId'),
        minWidth: 130,
        flex: 0.7,
        renderCell: ({ row }) => <span dir="ltr">#{row.customerId}</span>,
      },
      {
        field: 'country',
        headerName: t('columns.country'),
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) => <CustomerCountry code={row.countryCode} name={row.country} />,
      },
      {
        field: 'orders',
        headerName: t('columns.orders'),
        minWidth: 100,
        flex: 0.5,
        valueGetter: (_, row) => format.number(row.order),
      },
      {
        field: 'totalSpent',
        headerName: t('columns.totalSpent'),
        minWidth: 130,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {format.money(row.totalSpent)}
          </Typography>
        ),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        minWidth: 90,
        renderCell: ({ row }) => (
          <Tooltip title={t('actions.view')}>
            <RouterIconButton
              size="small"
              aria-label={t('actions.viewNamed', { name: row.customer })}
              to="/apps/ecommerce/customer/details/$id"
              params={{ id: String(row.customerId) }}
            >
              <IconEye size={20} />
            </RouterIconButton>
          </Tooltip>
        ),
      },
    ],
    [t, format],
  );
}
