import type { Category } from '@app/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconCategory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { actionsColumn, RowDeleteButton, RowEditButton } from '@/components/data-table/row-actions';
import { ProductStatusChip } from '@/components/product-status-chip';
import { useIntlFormat } from '@/lib/intl-format';
import { plainText } from '../plain-text';

type Options = {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
};

/** Each sortable column's field is the API's sortBy key. */
export function useCategoryColumns({ canUpdate, canDelete, onEdit, onDelete }: Options) {
  const { t } = useTranslation('category');
  const { money, number } = useIntlFormat();
  return useMemo<DataTableColumn<Category>[]>(() => {
    return [
      {
        field: 'name',
        headerName: t('columns.category'),
        flex: 2,
        minWidth: 260,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <Avatar
              variant="rounded"
              src={row.image ?? undefined}
              alt=""
              sx={{ bgcolor: 'action.hover', color: 'text.secondary' }}
            >
              <IconCategory size={22} aria-hidden />
            </Avatar>
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography sx={{ fontWeight: 500 }} noWrap>
                {row.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {plainText(row.description) || row.slug}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'products',
        headerName: t('columns.products'),
        minWidth: 150,
        valueGetter: (_, row) => number(row.productCount),
      },
      {
        field: 'earning',
        headerName: t('columns.earning'),
        minWidth: 150,
        valueGetter: (_, row) => money(row.totalEarning),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 120,
        renderCell: ({ row }) => (
          <ProductStatusChip status={row.status} label={t(`statuses.${row.status}`)} />
        ),
      },
      actionsColumn(t('columns.actions'), 100, (row) => (
        <>
          {canUpdate && (
            <RowEditButton ns="category" named={{ name: row.name }} onClick={() => onEdit(row)} />
          )}
          {canDelete && (
            <RowDeleteButton ns="category" named={{ name: row.name }} onClick={() => onDelete(row)} />
          )}
        </>
      )),
    ];
    // `t` changes with the language, so the headers follow a language switch.
  }, [t, money, number, canUpdate, canDelete, onEdit, onDelete]);
}
