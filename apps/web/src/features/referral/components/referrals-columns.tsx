import type { Referral } from '@app/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';

const TONES = { Paid: 'success', Unpaid: 'warning', Rejected: 'error' } as const;

/** Each sortable column's field is the API's sortBy key. */
export function useReferralColumns() {
  const { t } = useTranslation('referral');
  const format = useIntlFormat();
  return useMemo<DataTableColumn<Referral>[]>(
    () => [
      {
        field: 'users',
        headerName: t('columns.user'),
        flex: 1.5,
        minWidth: 240,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <UserAvatar name={row.user} src={row.avatar} size={34} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography sx={{ fontWeight: 500 }} noWrap>
                {row.user}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'left' }}>
                {row.email}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'referred-id',
        headerName: t('columns.referredId'),
        flex: 0.8,
        minWidth: 130,
        valueGetter: (_, row) => row.referredId,
        renderCell: ({ row }) => <span dir="ltr">{row.referredId}</span>,
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={TONES[row.status]}
            label={t(`statuses.${row.status}`)}
          />
        ),
      },
      {
        field: 'value',
        headerName: t('columns.value'),
        flex: 0.8,
        minWidth: 120,
        valueGetter: (_, row) => format.money(row.valueAmount),
      },
      {
        field: 'earning',
        headerName: t('columns.earning'),
        flex: 0.8,
        minWidth: 120,
        valueGetter: (_, row) => format.money(row.earningAmount),
      },
    ],
    [t, format],
  );
}
