import type { User } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';

type Pending = { kind: 'delete'; user: User } | { kind: 'status'; user: User; status: 'active' | 'inactive' };

/** Delete, suspend and activate, each behind a confirmation; `dialog` is rendered by the caller. */
export function useUserRowDialogs(notify: (message: string) => void) {
  const { t } = useTranslation('user');
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useDeleteUser();
  const update = useUpdateUser();
  const mutation = pending?.kind === 'delete' ? remove : update;

  const onDelete = useCallback((user: User) => setPending({ kind: 'delete', user }), []);
  const onSetStatus = useCallback(
    (user: User, status: 'active' | 'inactive') => setPending({ kind: 'status', user, status }),
    [],
  );

  const close = () => {
    setPending(null);
    remove.reset();
    update.reset();
  };

  const confirm = async () => {
    if (!pending) return;
    const name = pending.user.fullName;
    try {
      if (pending.kind === 'delete') {
        await remove.mutateAsync(pending.user.id);
        notify(t('toast.deleted', { name }));
      } else {
        await update.mutateAsync({ id: pending.user.id, body: { status: pending.status } });
        notify(t(pending.status === 'inactive' ? 'toast.suspended' : 'toast.activated', { name }));
      }
      close();
    } catch {
      // The dialog stays open and shows the mutation's error.
    }
  };

  const verb =
    pending?.kind === 'delete' ? 'delete' : pending?.status === 'inactive' ? 'suspend' : 'activate';
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t(`confirm.${verb}Title`)}
      description={pending ? t(`confirm.${verb}Text`, { name: pending.user.fullName }) : undefined}
      confirmLabel={t(`actions.${verb}`)}
      color={verb === 'activate' ? 'success' : verb === 'suspend' ? 'warning' : 'error'}
      pending={mutation.isPending}
      error={mutation.error?.message}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { onDelete, onSetStatus, dialog };
}
