import type { Invoice } from '@app/contracts';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconCopy, IconDownload, IconEdit, IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { actionsColumn, RowActionButton, RowDeleteButton } from '@/components/data-table/row-actions';
import { RouterIconButton, RouterTextLink } from '@/components/router-links';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { canOn } from '@/lib/session/can';
import { useSessionSource } from '@/lib/session/session-store';
import { calendarDay } from '../invoice-dates';
import { InvoiceStatusChip } from './invoice-status-chip';

/** What a rule's condition may test on an invoice (decision 015). */
const reached = (row: Invoice) => ({ status: row.invoiceStatus, clientId: row.clientId });

type Options = {
  canUpdate: boolean;
  canCreate: boolean;
  canDelete: boolean;
  onDelete: (id: number) => void;
  onDuplicate: (id: number) => void;
  onDownload: (id: number) => void;
};

/** Each sortable column's field is the API's sortBy key. */
export function useInvoiceColumns({
  canUpdate,
  canCreate,
  canDelete,
  onDelete,
  onDuplicate,
  onDownload,
}: Options) {
  const { t } = useTranslation('invoice');
  const format = useIntlFormat();
  const session = useSessionSource();
  return useMemo<DataTableColumn<Invoice>[]>(
    () => [
      {
        field: 'id',
        headerName: t('columns.id'),
        minWidth: 90,
        flex: 0.5,
        renderCell: ({ row }) => (
          <RouterTextLink
            to="/apps/invoice/preview/$id"
            params={{ id: String(row.id) }}
            sx={{ fontWeight: 500 }}
            dir="ltr"
          >
            #{row.id}
          </RouterTextLink>
        ),
      },
      {
        field: 'client',
        headerName: t('columns.client'),
        flex: 1.6,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <UserAvatar name={row.client.name} src={row.avatar || null} size={34} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                {row.client.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {row.service}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'total',
        headerName: t('columns.total'),
        minWidth: 110,
        flex: 0.7,
        valueGetter: (_, row) => format.money(row.total),
      },
      {
        field: 'date',
        headerName: t('columns.issuedDate'),
        minWidth: 120,
        flex: 0.8,
        valueGetter: (_, row) => format.date(calendarDay(row.issuedDate)),
      },
      {
        field: 'balance',
        headerName: t('columns.balance'),
        minWidth: 110,
        flex: 0.7,
        renderCell: ({ row }) =>
          row.balance === 0 ? (
            <Typography variant="body2" color="success.main" sx={{ fontWeight: 500 }}>
              {t('list.settled')}
            </Typography>
          ) : (
            format.money(row.balance)
          ),
      },
      {
        field: 'invoiceStatus',
        headerName: t('columns.status'),
        sortable: false,
        minWidth: 140,
        renderCell: ({ row }) => <InvoiceStatusChip status={row.invoiceStatus} />,
      },
      actionsColumn(t('columns.actions'), 196, (row) => (
        <>
          <Tooltip title={t('actions.preview')}>
            <RouterIconButton
              size="small"
              aria-label={t('actions.previewNamed', { id: row.id })}
              to="/apps/invoice/preview/$id"
              params={{ id: String(row.id) }}
            >
              <IconEye size={20} />
            </RouterIconButton>
          </Tooltip>
          <RowActionButton
            title={t('actions.downloadPdf')}
            label={t('actions.downloadPdfNamed', { id: row.id })}
            icon={IconDownload}
            onClick={() => onDownload(row.id)}
          />
          {canUpdate && canOn('update', 'Invoice', reached(row), session) && (
            <Tooltip title={t('actions.edit')}>
              <RouterIconButton
                size="small"
                aria-label={t('actions.editNamed', { id: row.id })}
                to="/apps/invoice/edit/$id"
                params={{ id: String(row.id) }}
              >
                <IconEdit size={20} />
              </RouterIconButton>
            </Tooltip>
          )}
          {canCreate && (
            <RowActionButton
              title={t('actions.duplicate')}
              label={t('actions.duplicateNamed', { id: row.id })}
              icon={IconCopy}
              onClick={() => onDuplicate(row.id)}
            />
          )}
          {canDelete && canOn('delete', 'Invoice', reached(row), session) && (
            <RowDeleteButton ns="invoice" named={{ id: row.id }} onClick={() => onDelete(row.id)} />
          )}
        </>
      )),
    ],
    [t, format, session, canUpdate, canCreate, canDelete, onDelete, onDuplicate, onDownload],
  );
}
