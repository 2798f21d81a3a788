import type { User } from '@app/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { RouterTextLink } from '@/components/router-links';
import { UserAvatar } from '@/components/user-avatar';
import { UserRole } from './user-role';
import { type UserRowActionProps, UserRowActions } from './user-row-actions';
import { UserStatusChip } from './user-status-chip';

type Options = Omit<UserRowActionProps, 'user' | 'isSelf'> & { selfId?: number };

/** Each sortable column's field is the API's sortBy key. */
export function useUserColumns({ canDelete, canUpdate, selfId, onDelete, onSetStatus }: Options) {
  const { t } = useTranslation('user');
  return useMemo<DataTableColumn<User>[]>(
    () => [
      {
        field: 'user',
        headerName: t('columns.user'),
        flex: 1.6,
        minWidth: 240,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <UserAvatar name={row.fullName} src={row.avatar} size={38} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <RouterTextLink
                to="/apps/user/view/$id"
                params={{ id: String(row.id) }}
                color="text.primary"
                sx={{ fontWeight: 500, display: 'block' }}
                noWrap
              >
                {row.fullName}
              </RouterTextLink>
              {/* An address reads left to right, and is cut at its end, in Arabic too. */}
              <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'left' }}>
                {row.email}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'role',
        headerName: t('columns.role'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <UserRole role={row.role} />,
      },
      {
        field: 'plan',
        headerName: t('columns.plan'),
        flex: 0.8,
        minWidth: 120,
        valueGetter: (_, row) => t(`plans.${row.currentPlan}`, { defaultValue: row.currentPlan }),
      },
      {
        field: 'billing',
        headerName: t('columns.billing'),
        flex: 1,
        minWidth: 170,
        valueGetter: (_, row) => t(`billing.${row.billing}`, { defaultValue: row.billing }),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 120,
        renderCell: ({ row }) => <UserStatusChip status={row.status} />,
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        minWidth: 130,
        renderCell: ({ row }) => (
          <UserRowActions
            user={row}
            canDelete={canDelete}
            canUpdate={canUpdate}
            isSelf={row.id === selfId}
            onDelete={onDelete}
            onSetStatus={onSetStatus}
          />
        ),
      },
    ],
    // `t` changes with the language, so the headers follow a language switch.
    [t, canDelete, canUpdate, selfId, onDelete, onSetStatus],
  );
}
