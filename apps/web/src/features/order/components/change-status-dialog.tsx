import { type OrderDetail, type OrderStatus, orderStatusBody, orderStatuses } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { applyServerErrors, fieldMessage } from '@/lib/form-errors';
import { useUpdateOrderStatus } from '../api/update-order';
import { nextStatus } from '../lib/order-status';
import { OrderFormDialog } from './order-form-dialog';

type Input = z.input<typeof orderStatusBody>;
type Output = z.output<typeof orderStatusBody>;
type Props = { order: OrderDetail; onClose: () => void; onSaved: (status: OrderStatus) => void };

export function ChangeStatusDialog({ order, onClose, onSaved }: Props) {
  const { t } = useTranslation('order');
  const update = useUpdateOrderStatus();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(orderStatusBody),
    defaultValues: { status: nextStatus(order.status), note: '' },
  });
  // The record's field is its status; the note only goes into the timeline entry of this change.
  const conflict = useConflictAwareSave<{ status: OrderStatus }, OrderDetail>({
    loaded: { version: order.version, values: { status: order.status } },
    fields: [{ name: 'status', label: t('status.new'), format: (s) => t(`statuses.${String(s)}`) }],
    fromDetail: (detail) => ({ version: detail.version, values: { status: detail.status } }),
    save: ({ status }, version) =>
      update.mutateAsync({ id: order.id, body: { status, note: form.getValues('note') ?? '', version } }),
    onSaved: (saved) => onSaved(saved.status),
    onTakeTheirs: onClose,
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['status', 'note'])),
  });
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await conflict.submit({ status: body.status });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['status', 'note']));
    }
  });
  return (
    <OrderFormDialog
      title={t('status.title', { order: order.order })}
      submitLabel={t('status.save')}
      pendingLabel={t('status.saving')}
      pending={update.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
      after={conflict.dialog}
    >
      <Controller
        control={form.control}
        name="status"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('status.new')}
            {...field}
            error={Boolean(fieldState.error)}
            helperText={fieldMessage(t, 'order', fieldState.error?.message)}
          >
            {orderStatuses.map((s) => (
              <MenuItem key={s} value={s} disabled={s === order.status}>
                {t(`statuses.${s}`)}
                {s === order.status ? ` (${t('status.current')})` : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="note"
        render={({ field, fieldState }) => (
          <TextField
            label={t('status.note')}
            multiline
            minRows={3}
            {...field}
            value={field.value ?? ''}
            error={Boolean(fieldState.error)}
            helperText={fieldMessage(t, 'order', fieldState.error?.message) ?? t('status.noteHint')}
          />
        )}
      />
    </OrderFormDialog>
  );
}
