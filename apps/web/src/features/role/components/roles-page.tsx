import type { Role } from '@app/contracts';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { rolesQueryOptions } from '@/lib/queries/role';
import { useCan } from '@/lib/session/can';
import { useDeleteRole } from '../api/delete-role';
import { AddRoleCard } from './add-role-card';
import { LazyRoleDialog, usePreloadedRoleDialog } from './lazy-role-dialog';
import { RoleCard } from './role-card';
import type { RoleDialogMode } from './role-dialog';
import { roleName } from './role-name';

type Props = { usersSection?: ReactNode };

/** Role cards, the add/edit dialog with its permission matrix, and (given by the route) the users table. */
export function RolesPage({ usersSection }: Props) {
  const { t } = useTranslation('role');
  const roles = useQuery(rolesQueryOptions());
  const canCreate = useCan({ action: 'create', subject: 'Role' });
  const canUpdate = useCan({ action: 'update', subject: 'Role' });
  const canDelete = useCan({ action: 'delete', subject: 'Role' });
  const [dialog, setDialog] = useState<RoleDialogMode | null>(null);
  usePreloadedRoleDialog();
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useDeleteRole();
  const { notify } = useToast();

  const deleteError = (() => {
    if (!remove.error || !deleting) return null;
    if (remove.error instanceof ApiError && remove.error.status === 409) {
      return t('delete.stillUsed', { count: deleting.totalUsers });
    }
    return remove.error.message;
  })();
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify(t('toast.deleted', { name: roleName(t, deleting.name) }));
      closeDelete();
    } catch {
      // shown in the dialog
    }
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {roles.isError && (
          <RetryAlert retryLabel={t('retry')} onRetry={() => void roles.refetch()}>
            {t('loadError')} {roles.error.message}
          </RetryAlert>
        )}
        <Grid
          container
          spacing={3}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('listLabel')}
        >
          {roles.isPending &&
            [0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                <Skeleton variant="rounded" height={132} />
              </Grid>
            ))}
          {roles.data?.roles.map((role) => (
            <Grid key={role.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <RoleCard
                role={role}
                canCreate={canCreate}
                canUpdate={canUpdate}
                canDelete={canDelete}
                onEdit={(r) => setDialog({ kind: 'edit', role: r })}
                onCopy={(r) => setDialog({ kind: 'copy', role: r })}
                onDelete={setDeleting}
              />
            </Grid>
          ))}
          {canCreate && roles.data && (
            <Grid size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <AddRoleCard onAdd={() => setDialog({ kind: 'create' })} />
            </Grid>
          )}
        </Grid>
        {usersSection && (
          <Box component="section" aria-labelledby="role-users-title" sx={{ display: 'grid', gap: 3, mt: 2 }}>
            <Box>
              <Typography id="role-users-title" variant="h4" component="h2" sx={{ mb: 1 }}>
                {t('users.title')}
              </Typography>
              <Typography color="text.secondary">{t('users.subtitle')}</Typography>
            </Box>
            {usersSection}
          </Box>
        )}
        {dialog && (
          <LazyRoleDialog
            key={dialog.kind === 'create' ? 'create' : `${dialog.kind}-${dialog.role.id}`}
            mode={dialog}
            readOnly={dialog.kind === 'edit' && !canUpdate}
            onClose={() => setDialog(null)}
            onSaved={(name) => {
              notify(
                t(dialog.kind === 'edit' ? 'toast.updated' : 'toast.created', { name: roleName(t, name) }),
              );
              setDialog(null);
            }}
          />
        )}
        <ConfirmDialog
          open={deleting !== null}
          title={t('delete.title')}
          description={deleting ? t('delete.text', { name: roleName(t, deleting.name) }) : undefined}
          confirmLabel={t('card.delete')}
          color="error"
          pending={remove.isPending}
          error={deleteError}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        />
      </Box>
    </>
  );
}
