import type { Permission } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ListProps } from '@/components/data-table/list-props';
import { ListAddButton } from '@/components/data-table/list-toolbar';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { permissionsQueryOptions } from '@/lib/queries/permission';
import { useCan } from '@/lib/session/can';
import { useDeletePermission } from '../api/delete-permission';
import { type PermissionListSearch, toPermissionsQuery } from '../permissions-search';
import { LazyPermissionDialog, usePreloadedPermissionDialog } from './lazy-permission-dialog';
import { usePermissionColumns } from './permissions-columns';

type Props = ListProps<PermissionListSearch>;

export function PermissionsPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('permission');
  const query = toPermissionsQuery(search);
  const canCreate = useCan({ action: 'create', subject: 'Permission' });
  const canUpdate = useCan({ action: 'update', subject: 'Permission' });
  const canDelete = useCan({ action: 'delete', subject: 'Permission' });
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  usePreloadedPermissionDialog();
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const remove = useDeletePermission();
  const { notify } = useToast();
  const onEdit = useCallback((p: Permission) => setEditing(p), []);
  const columns = usePermissionColumns({ canUpdate, canDelete, onEdit, onDelete: setDeleting });

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
    <ListPage
      ns="permission"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={permissionsQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.permissions, total: data.totalPermissions })}
      columns={columns}
      ariaLabel={t('title')}
      pageHeader={{ title: t('title'), subtitle: t('subtitle') }}
      filterKeys={[]}
      autoRowHeight
      toolbar={{
        layout: 'page-size-first',
        actions: () => canCreate && <ListAddButton ns="permission" onClick={() => setEditing('new')} />,
      }}
    >
      {editing && (
        <LazyPermissionDialog
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
    </ListPage>
  );
}
