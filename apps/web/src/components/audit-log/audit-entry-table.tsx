import type { AuditEntry, AuditListAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconHistory, IconRestore } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { type Tint, TintedChip } from '@/components/tinted-chip/tinted-chip';
import { useToast } from '@/components/toast/use-toast';
import { useIntlFormat } from '@/lib/intl-format';
import { AuditChanges } from './audit-changes';
import { useFieldLabel } from './audit-field-label';
import { type AuditQuery, useRestoreDeletion } from './audit-log-api';

const ACTION_TINT: Record<AuditEntry['action'], Tint> = {
  insert: 'success',
  update: 'info',
  delete: 'error',
};

type Props = {
  query: AuditQuery;
  list: UseQueryResult<AuditListAnswer>;
  onSearchChange: (patch: { page?: number; orderBy?: 'asc' | 'desc' }) => void;
  /** The record column: off in a record's own History panel. */
  showRecord?: boolean;
  filtered?: boolean;
  onClearFilters?: () => void;
  emptyText?: ReactNode;
};

/** The audit entries as a server-paged table: who and when, the record, the changes, and Restore on a delete. */
export function AuditEntryTable({
  query,
  list,
  onSearchChange,
  showRecord = true,
  filtered = false,
  onClearFilters,
}: Props) {
  const { t } = useTranslation('audit');
  const format = useIntlFormat();
  const { notify } = useToast();
  const restore = useRestoreDeletion();
  // Asked for with the entries, so that their fields are named as soon as they show.
  const fieldLabel = useFieldLabel();
  const [asking, setAsking] = useState<AuditEntry | null>(null);
  const recordName = useCallback(
    (e: AuditEntry) => `${t(`tables.${e.table}`, { defaultValue: e.table })} #${e.recordId}`,
    [t],
  );

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(() => {
    const list: DataTableColumn<AuditEntry>[] = [
      {
        field: 'at',
        headerName: t('columns.when'),
        minWidth: 170,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {row.actor ? (row.actor.fullName ?? `#${row.actor.id}`) : t('system')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {format.dateTime(row.at)}
            </Typography>
          </Box>
        ),
      },
    ];
    if (showRecord) {
      list.push({
        field: 'record',
        headerName: t('columns.record'),
        sortable: false,
        minWidth: 160,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Typography variant="body2" dir="auto">
            {recordName(row)}
          </Typography>
        ),
      });
    }
    list.push(
      {
        field: 'changes',
        headerName: t('columns.changes'),
        sortable: false,
        minWidth: 280,
        flex: 2.2,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, minWidth: 0 }}>
            <TintedChip label={t(`actions.${row.action}`)} tint={ACTION_TINT[row.action]} />
            <AuditChanges entry={row} label={fieldLabel} />
          </Box>
        ),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        minWidth: 130,
        renderCell: ({ row }) =>
          row.restorable ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<IconRestore size={16} />}
              aria-label={t('restore.named', { record: recordName(row) })}
              onClick={() => setAsking(row)}
            >
              {t('restore.button')}
            </Button>
          ) : null,
      },
    );
    return list;
  }, [t, format, showRecord, recordName, fieldLabel]);

  const confirm = () => {
    if (!asking) return;
    restore.mutate(asking.id, {
      onSuccess: (answer) => notify(t('toast.restored', { count: answer.restored.length })),
      onError: (error) => notify(t('toast.restoreFailed', { message: error.message }), 'error'),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <>
      <ListTable
        ns="audit"
        ariaLabel={t('list.tableLabel')}
        columns={columns}
        query={{ ...query, sortBy: 'at', orderBy: query.orderBy ?? 'desc' }}
        list={list}
        rows={list.data?.entries}
        total={list.data?.total}
        totalIsEstimate={list.data?.totalIsEstimate}
        autoRowHeight
        onSearchChange={({ page, orderBy }) => onSearchChange({ page, orderBy })}
        empty={
          <ListEmpty
            ns="audit"
            icon={IconHistory}
            filtered={filtered}
            onClear={onClearFilters ?? (() => undefined)}
          />
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('restore.title')}
        description={asking ? t('restore.description', { record: recordName(asking) }) : undefined}
        confirmLabel={t('restore.button')}
        pending={restore.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
