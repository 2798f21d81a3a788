import type { Permission } from '@app/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { actionsColumn, RowDeleteButton, RowEditButton } from '@/components/data-table/row-actions';
import { AssignedRoleChip } from './assigned-role-chip';

type Options = {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (p: Permission) => void;
  onDelete: (p: Permission) => void;
};

/** The API gives "21 Apr 2025, 12:02 AM"; it is shown in the interface language when it can be read. */
function formatCreated(text: string, language: string): string {
  const time = Date.parse(text);
  if (Number.isNaN(time)) return text;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

export function usePermissionColumns({ canUpdate, canDelete, onEdit, onDelete }: Options) {
  const { t, i18n } = useTranslation('permission');
  const language = i18n.language;
  return useMemo<DataTableColumn<Permission>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Typography sx={{ fontWeight: 500 }} noWrap>
            {row.name}
          </Typography>
        ),
      },
      {
        field: 'assignedTo',
        headerName: t('columns.assignedTo'),
        sortable: false,
        flex: 1.4,
        minWidth: 260,
        renderCell: ({ row }) =>
          row.assignedTo.length === 0 ? (
            <Typography variant="body2" color="text.disabled">
              {t('columns.nobody')}
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, py: 1 }}>
              {row.assignedTo.map((role) => (
                <AssignedRoleChip key={role} role={role} />
              ))}
            </Box>
          ),
      },
      {
        field: 'createdDate',
        headerName: t('columns.created'),
        sortable: false,
        minWidth: 200,
        valueGetter: (_, row) => formatCreated(row.createdDate, language),
      },
      actionsColumn(t('columns.actions'), 110, (row) => (
        <>
          {canUpdate && (
            <RowEditButton ns="permission" named={{ name: row.name }} onClick={() => onEdit(row)} />
          )}
          {canDelete && (
            <RowDeleteButton ns="permission" named={{ name: row.name }} onClick={() => onDelete(row)} />
          )}
        </>
      )),
    ],
    [t, language, canUpdate, canDelete, onEdit, onDelete],
  );
}
