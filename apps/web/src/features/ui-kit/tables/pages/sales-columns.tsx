import type { ReceivedPaymentStatus, SalesDetail } from '@app/contracts/datatable';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconPackage } from '@tabler/icons-react';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { type Tint, TintedChip } from '@/components/tinted-chip/tinted-chip';
import { UserAvatar } from '@/components/user-avatar';
import type { IntlFormat } from '@/lib/intl-format';

const TINTS: Record<ReceivedPaymentStatus, Tint> = {
  'Fully Paid': 'success',
  'Partially Paid': 'warning',
  Unpaid: 'error',
};

type Text = (key: string, options?: Record<string, unknown>) => string;

/** The sales table's columns: product, date, buyer, price, total and what was received. */
export function salesColumns(k: Text, format: IntlFormat): DataTableColumn<SalesDetail>[] {
  return [
    {
      field: 'product',
      headerName: k('columns.product'),
      flex: 2,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            variant="rounded"
            src={row.product.image ?? undefined}
            alt=""
            sx={{ width: 34, height: 34, bgcolor: 'action.hover', color: 'text.secondary' }}
          >
            <IconPackage size={18} />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
              {row.product.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {[row.product.brand, row.product.category].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      ),
    },
    { field: 'date', headerName: k('columns.date'), width: 120 },
    {
      field: 'buyer',
      headerName: k('columns.buyer'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <UserAvatar name={row.buyer.name} src={row.buyer.avatar} size={30} />
          <Typography variant="body2" noWrap>
            {row.buyer.name}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'price',
      headerName: k('columns.price'),
      width: 110,
      align: 'right',
      renderCell: ({ row }) => (
        <Box component="span" sx={{ textAlign: 'end', width: '100%' }}>
          {format.money(row.product.price)}
        </Box>
      ),
    },
    {
      field: 'total',
      headerName: k('columns.total'),
      width: 140,
      align: 'right',
      renderCell: ({ row }) => (
        <Box sx={{ textAlign: 'end', width: '100%' }}>
          <Typography variant="body2">{format.money(row.payment.total)}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {k('paid', { amount: format.money(row.payment.paidAmount) })}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: k('columns.status'),
      width: 150,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
          <TintedChip
            dot
            tint={TINTS[row.payment.receivedPaymentStatus]}
            label={k(`received.${row.payment.receivedPaymentStatus}`)}
          />
          <Typography variant="caption" color="text.secondary">
            {k(`states.${row.payment.status}`)}
          </Typography>
        </Box>
      ),
    },
  ];
}
