import type { OrderDetail, UserListAnswer } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { ServerSearchPicker } from '@/components/server-search-picker';
import { ApiError } from '@/lib/api-client';
import { fieldMessage } from '@/lib/form-errors';
import { usersQueryOptions } from '@/lib/queries/user';
import { useUpdateOrderOwner } from '../api/update-order';
import { OrderFormDialog } from './order-form-dialog';

type Owner = NonNullable<OrderDetail['owner']>;
type Props = { order: OrderDetail; onClose: () => void; onSaved: (order: OrderDetail) => void };

/** One shape for the picker's users and the order's owner, so that the conflict check compares like with like. */
const asOwner = (o: Owner | null): Owner | null =>
  o ? { id: o.id, fullName: o.fullName, avatar: o.avatar ?? null } : null;
const toOwners = (answer: UserListAnswer): Owner[] =>
  answer.users.map((u) => ({ id: u.id, fullName: u.fullName, avatar: u.avatar ?? null }));
const search = (q: string) => usersQueryOptions({ q: q || undefined, page: 1, itemsPerPage: 10 });

/** Picks the staff member the order belongs to (searched by name), or nobody when left empty. */
export function ChangeOwnerDialog({ order, onClose, onSaved }: Props) {
  const { t } = useTranslation('order');
  const update = useUpdateOrderOwner();
  const [owner, setOwner] = useState<Owner | null>(asOwner(order.owner));
  const [formError, setFormError] = useState<string | null>(null);
  // The server's reason for the picker (an owner deleted meanwhile), in the interface language.
  const [ownerError, setOwnerError] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const reason = error instanceof ApiError ? error.errors.ownerId : undefined;
    setOwnerError(reason ?? null);
    setFormError(reason ? null : error instanceof Error ? error.message : String(error));
  };
  const nameOf = (o: unknown) => (o as Owner | null)?.fullName ?? t('owner.none');
  const conflict = useConflictAwareSave<{ owner: Owner | null }, OrderDetail>({
    loaded: { version: order.version, values: { owner: asOwner(order.owner) } },
    fields: [{ name: 'owner', label: t('owner.label'), format: nameOf }],
    fromDetail: (detail) => ({ version: detail.version, values: { owner: asOwner(detail.owner) } }),
    save: (values, version) =>
      update.mutateAsync({ id: order.id, body: { ownerId: values.owner?.id ?? null, version } }),
    onSaved,
    onTakeTheirs: onClose,
    onError: fail,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setOwnerError(null);
    try {
      await conflict.submit({ owner });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <OrderFormDialog
      title={t('owner.dialogTitle', { order: order.order })}
      submitLabel={t('owner.save')}
      pendingLabel={t('owner.saving')}
      pending={update.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
      after={conflict.dialog}
    >
      <ServerSearchPicker
        value={owner ? [owner] : []}
        onChange={(next) => {
          setOwner(next.at(-1) ?? null);
          setOwnerError(null);
        }}
        query={search}
        toOptions={toOwners}
        getOptionLabel={(u) => u.fullName}
        label={t('owner.label')}
        helperText={fieldMessage(t, 'order', ownerError ?? undefined) ?? t('owner.helper')}
        error={Boolean(ownerError)}
        texts={{
          loading: t('owner.loading'),
          none: t('owner.noMatch'),
          unavailable: t('owner.unavailable'),
          search: t('owner.search'),
        }}
      />
    </OrderFormDialog>
  );
}
