import { LICENCE_PRODUCT_NAMES, type Licence } from '@app/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { RowActions, RowDeleteButton, RowEditButton } from '@/components/data-table/row-actions';
import { LicenceExpiry } from './licence-expiry';
import { LicenceStatusChip } from './licence-status-chip';
import { LicenceUsersCell } from './licence-users-cell';

type Options = {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (licence: Licence) => void;
  onDelete: (licence: Licence) => void;
};

/** Each sortable column's field is the API's sortBy key. */
export function useLicenceColumns({ canUpdate, canDelete, onEdit, onDelete }: Options) {
  const { t } = useTranslation('licence');
  return useMemo<DataTableColumn<Licence>[]>(() => {
    const columns: DataTableColumn<Licence>[] = [
      {
        field: 'product',
        headerName: t('columns.product'),
        flex: 1.2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
              {LICENCE_PRODUCT_NAMES[row.product]}
            </Typography>
            {/* A key reads left to right in Arabic too. */}
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              dir="ltr"
              sx={{ display: 'block', textAlign: 'left' }}
            >
              {row.licenceKey}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'licensee',
        headerName: t('columns.licensee'),
        flex: 1,
        minWidth: 160,
        // A Latin name keeps its punctuation in place in Arabic.
        renderCell: ({ row }) => (
          <Typography variant="body2" noWrap dir="auto">
            {row.licensee}
          </Typography>
        ),
      },
      {
        field: 'seats',
        headerName: t('columns.seats'),
        flex: 1.1,
        minWidth: 230,
        renderCell: ({ row }) => <LicenceUsersCell users={row.assignedUsers} seats={row.seats} />,
      },
      {
        field: 'expiresOn',
        headerName: t('columns.expiresOn'),
        minWidth: 150,
        renderCell: ({ row }) => <LicenceExpiry expiresOn={row.expiresOn} daysLeft={row.daysLeft} />,
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        sortable: false,
        minWidth: 140,
        renderCell: ({ row }) => <LicenceStatusChip status={row.status} />,
      },
    ];
    if (canUpdate || canDelete) {
      columns.push({
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        minWidth: 110,
        renderCell: ({ row }) => {
          const named = { name: LICENCE_PRODUCT_NAMES[row.product] };
          return (
            <RowActions>
              {canUpdate && <RowEditButton ns="licence" named={named} onClick={() => onEdit(row)} />}
              {canDelete && <RowDeleteButton ns="licence" named={named} onClick={() => onDelete(row)} />}
            </RowActions>
          );
        },
      });
    }
    return columns;
  }, [t, canUpdate, canDelete, onEdit, onDelete]);
}
