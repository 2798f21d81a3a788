import type { Permission } from '@app/contracts';
import Card from '@mui/material/Card';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListAddButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toast/use-toast';
import { permissionsQueryOptions } from '@/lib/queries/permission';
import { useCan } from '@/lib/session/can';
import { useDeletePermission } from '../api/delete-permission';
import { type PermissionListSearch, toPermissionsQuery } from '../permissions-search';
import { PermissionDialog } from './permission-dialog';
import { usePermissionColumns } from './permissions-columns';

type Props = ListProps<PermissionListSearch>;

export function PermissionsPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('permission');
  const query = toPermissionsQuery(search);
  const list = useQuery(permissionsQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Permission' });
  const canUpdate = useCan({ action: 'update', subject: 'Permission' });
  const canDelete = useCan({ action: 'delete', subject: 'Permission' });
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const remove = useDeletePermission();
  const { notify } = useToast();
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
        <ListToolbar
          ns="permission"
          layout="page-size-first"
          q={search.q}
          pageSize={query.itemsPerPage}
          onChange={reset}
        >
          {canCreate && <ListAddButton ns="permission" onClick={() => setEditing('new')} />}
        </ListToolbar>
        <ListTable
          ns="permission"
          ariaLabel={t('title')}
          columns={columns}
          query={query}
          list={list}
          rows={list.data?.permissions}
          total={list.data?.totalPermissions}
          totalIsEstimate={list.data?.totalIsEstimate}
          onSearchChange={onSearchChange}
          autoRowHeight
          empty={
            <ListEmpty
              ns="permission"
              filtered={Boolean(search.q)}
              onClear={() => reset({ q: undefined })}
              clearKey="list.clearSearch"
            />
          }
        />
      </Card>
      {editing && (
        <PermissionDialog
          permission={editing === 'new' ? null : editing}
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
    </>
  );
}
