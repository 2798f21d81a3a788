import type { Review } from '@app/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { IconPackage } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { type ReviewRowActionProps, ReviewRowActions } from './review-row-actions';
import { ReviewStatusChip } from './review-status-chip';

type Selection = { selected: Set<number>; toggle: (id: number) => void; toggleAll: () => void; all: boolean };
type Options = Omit<ReviewRowActionProps, 'review'> & { selection?: Selection };

const cut = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Each sortable column's field is the API's sortBy key. */
export function useReviewColumns({ canUpdate, canDelete, onToggle, onDelete, selection }: Options) {
  const { t } = useTranslation('review');
  const format = useIntlFormat();
  return useMemo<DataTableColumn<Review>[]>(() => {
    const select: DataTableColumn<Review>[] = selection
      ? [
          {
            field: 'select',
            sortable: false,
            width: 64,
            renderHeader: () => (
              <Checkbox
                size="small"
                checked={selection.all}
                indeterminate={!selection.all && selection.selected.size > 0}
                onChange={selection.toggleAll}
                slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
              />
            ),
            renderCell: ({ row }) => (
              <Checkbox
                size="small"
                checked={selection.selected.has(row.id)}
                onChange={() => selection.toggle(row.id)}
                slotProps={{ input: { 'aria-label': t('list.selectOne', { name: row.reviewer }) } }}
              />
            ),
          },
        ]
      : [];
    return [
      ...select,
      {
        field: 'product',
        headerName: t('columns.product'),
        flex: 1.2,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <Avatar
              variant="rounded"
              src={row.productImage ?? undefined}
              alt=""
              sx={{ width: 38, height: 38 }}
            >
              <IconPackage size={20} />
            </Avatar>
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography dir="auto" sx={{ fontWeight: 500, ...cut }}>
                {row.product}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={cut}>
                {row.companyName}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'reviewer',
        headerName: t('columns.reviewer'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <UserAvatar name={row.reviewer} src={row.avatar} size={34} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography sx={{ fontWeight: 500, ...cut }}>{row.reviewer}</Typography>
              <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'left', ...cut }}>
                {row.email}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'review',
        headerName: t('columns.review'),
        flex: 1.6,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, py: 1, lineHeight: 1.3 }}>
            <Rating
              value={row.review}
              readOnly
              size="small"
              aria-label={t('columns.rating', { count: row.review, value: format.number(row.review) })}
            />
            <Typography dir="auto" sx={{ fontWeight: 500, ...cut }}>
              {row.head}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="auto" title={row.para} sx={cut}>
              {row.para}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'date',
        headerName: t('columns.date'),
        minWidth: 130,
        valueGetter: (_, row) => format.date(row.createdAt),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 120,
        renderCell: ({ row }) => <ReviewStatusChip status={row.status} />,
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        minWidth: 110,
        renderCell: ({ row }) => (
          <ReviewRowActions
            review={row}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onToggle={onToggle}
            onDelete={onDelete}
          />
        ),
      },
    ];
  }, [t, format, canUpdate, canDelete, onToggle, onDelete, selection]);
}
