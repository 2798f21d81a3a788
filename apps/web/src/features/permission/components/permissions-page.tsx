import type { Permission } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { SearchField } from '@/components/data-table/search-field';
import { PageHeader } from '@/components/page-header';
import { permissionsQueryOptions } from '@/lib/queries/permission';
import { useDeletePermission } from '../api/delete-permission';
import { type PermissionListSearch, toPermissionsQuery } from '../permissions-search';
import { PermissionDialog, type RulesEditor } from './permission-dialog';
import { usePermissionColumns } from './permissions-columns';

type Props = {
  search: PermissionListSearch;
  onSearchChange: (patch: Partial<PermissionListSearch>) => void;
  RulesEditor: RulesEditor;
};

export function PermissionsPage({ search, onSearchChange, RulesEditor }: Props) {
  const { t } = useTranslation('permission');
  const query = toPermissionsQuery(search);
  const list = useQuery(permissionsQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Permission' });
  const canUpdate = useCan({ action: 'update', subject: 'Permission' });
  const canDelete = useCan({ action: 'delete', subject: 'Permission' });
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const [toast, setToast] = useState<{ id: number; message: string; open: boolean } | null>(null);
  const remove = useDeletePermission();
  const notify = (message: string) => setToast({ id: Date.now(), message, open: true });
  const onEdit = useCallback((p: Permission) => setEditing(p), []);
  const columns = usePermissionColumns({ canUpdate, canDelete, onEdit, onDelete: setDeleting });
  const reset = (patch: Partial<PermissionListSearch>) => onSearchChange({ ...patch, page: undefined });

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify(t('toast.deleted', { name: deleting.name }));
      closeDelete();
    } catch {
      // shown in the dialog
    }
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            p: 3,
          }}
        >
          <PageSizeSelect
            label={t('list.show')}
            value={query.itemsPerPage}
            onChange={(itemsPerPage) => reset({ itemsPerPage })}
          />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              flexGrow: { xs: 1, sm: 0 },
            }}
          >
            <SearchField
              label={t('list.search')}
              value={search.q ?? ''}
              onChange={(q) => reset({ q: q || undefined })}
            />
            {canCreate && (
              <Button
                variant="contained"
                startIcon={<IconPlus size={18} />}
                onClick={() => setEditing('new')}
                sx={{ flexGrow: { xs: 1, sm: 0 } }}
              >
                {t('list.add')}
              </Button>
            )}
          </Box>
        </Box>
        {list.isError && !list.data ? (
          <Box sx={{ p: 3 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                  {t('list.retry')}
                </Button>
              }
            >
              {t('list.error')} {list.error.message}
            </Alert>
          </Box>
        ) : (
          <DataTable
            ariaLabel={t('title')}
            columns={columns}
            rows={list.data?.permissions ?? []}
            total={list.data?.totalPermissions ?? 0}
            page={query.page}
            pageSize={query.itemsPerPage}
            sort={{ field: query.sortBy, direction: query.orderBy }}
            onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
            onSortChange={({ field, direction }) =>
              reset({ sortBy: field === 'name' ? 'name' : undefined, orderBy: field ? direction : undefined })
            }
            loading={list.isFetching}
            autoRowHeight
            empty={
              <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
                <Typography variant="h6" component="p">
                  {search.q ? t('list.empty') : t('list.emptyAll')}
                </Typography>
                {search.q && (
                  <Button variant="outlined" onClick={() => reset({ q: undefined })}>
                    {t('list.clearSearch')}
                  </Button>
                )}
              </Box>
            }
            summary={({ from, to, total }) => t('list.showing', { from, to, total })}
          />
        )}
      </Card>
      {editing && (
        <PermissionDialog
          permission={editing === 'new' ? null : editing}
          RulesEditor={RulesEditor}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            notify(t(editing === 'new' ? 'toast.created' : 'toast.updated', { name }));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        description={deleting ? t('delete.text', { name: deleting.name }) : undefined}
        confirmLabel={t('actions.delete')}
        color="error"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
      <Snackbar
        key={toast?.id}
        open={toast?.open ?? false}
        autoHideDuration={5000}
        onClose={(_, reason) => reason !== 'clickaway' && setToast((v) => v && { ...v, open: false })}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setToast((v) => v && { ...v, open: false })}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </>
  );
}
