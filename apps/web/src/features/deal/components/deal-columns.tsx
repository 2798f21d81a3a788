import type { Deal, DealStatus } from '@app/contracts/deal';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createdAtColumn, type DataTableColumn } from '@/components/data-table/data-table-column';
import { actionsColumn, RowDeleteButton } from '@/components/data-table/row-actions';
import { useIntlFormat } from '@/lib/intl-format';
import { dealDay, useDealDiscount } from './deal-review-step';

type Options = { canDelete: boolean; onDelete: (deal: Deal) => void };

const statusColor: Record<DealStatus, 'info' | 'success' | 'default'> = {
  scheduled: 'info',
  active: 'success',
  ended: 'default',
};

/** Each sortable column's field is the API's sortBy key. */
export function useDealColumns({ canDelete, onDelete }: Options) {
  const { t } = useTranslation('deal');
  const format = useIntlFormat();
  const discount = useDealDiscount();
  return useMemo<DataTableColumn<Deal>[]>(
    () => [
      {
        field: 'title',
        headerName: t('columns.deal'),
        sortable: false,
        flex: 2,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap dir="auto" title={row.title}>
              {row.title}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              dir="ltr"
              sx={{ fontFamily: 'monospace', textAlign: 'start' }}
            >
              {row.code}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        sortable: false,
        minWidth: 110,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={statusColor[row.status]}
            variant="outlined"
            label={t(`status.${row.status}`)}
          />
        ),
      },
      {
        field: 'type',
        headerName: t('columns.discount'),
        sortable: false,
        minWidth: 150,
        valueGetter: (_, row) => discount(format, row.type, row.value),
      },
      {
        field: 'products',
        headerName: t('columns.products'),
        sortable: false,
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => {
          const names = row.products.map((p) => p.name).join(', ');
          // Product names are mostly Latin: in Arabic they keep their own direction, cut at their end.
          return (
            <Typography variant="body2" noWrap dir="auto" title={names} sx={{ textAlign: 'start' }}>
              {names}
            </Typography>
          );
        },
      },
      {
        field: 'startsAt',
        headerName: t('columns.period'),
        minWidth: 210,
        valueGetter: (_, row) => `${dealDay(format, row.startsAt)} – ${dealDay(format, row.endsAt)}`,
      },
      createdAtColumn(t('columns.createdAt'), format.date),
      actionsColumn(t('columns.actions'), 90, (row) => (
        <>
          {canDelete && (
            <RowDeleteButton ns="deal" named={{ name: row.title }} onClick={() => onDelete(row)} />
          )}
        </>
      )),
    ],
    // `t` changes with the language, so the headers follow a language switch.
    [t, format, discount, canDelete, onDelete],
  );
}
