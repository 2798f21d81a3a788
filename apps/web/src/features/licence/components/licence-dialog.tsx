import {
  LICENCE_PRODUCT_NAMES,
  type Licence,
  type LicenceProduct,
  type LicenceUser,
  licenceBody,
  licenceProducts,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDateField } from '@/components/date-field/form-date-field';
import { useConflictAwareForm } from '@/components/edit-conflict/use-conflict-aware-form';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { fieldMessage } from '@/lib/form-errors';
import { useIntlFormat } from '@/lib/intl-format';
import { useSaveLicence } from '../api/save-licence';
import { dayOf } from './licence-expiry';
import { LicenceUserPicker } from './licence-user-picker';

/** The contract's body, and in the browser already the seat check the server makes. */
const formSchema = licenceBody.superRefine((v, ctx) => {
  const used = new Set(v.assignedUserIds).size;
  if (used > v.seats) {
    ctx.addIssue({ code: 'custom', path: ['assignedUserIds'], message: 'usersOver', params: { used } });
  }
});
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const FIELDS = ['product', 'licensee', 'licenceKey', 'seats', 'expiresOn', 'notes', 'assignedUserIds'];

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

type Props = { licence: Licence | null; onClose: () => void; onSaved: (created: boolean) => void };

const toForm = (licence: Licence): Input => ({
  product: licence.product,
  licensee: licence.licensee,
  licenceKey: licence.licenceKey,
  seats: licence.seats,
  expiresOn: licence.expiresOn,
  notes: licence.notes,
  assignedUserIds: licence.assignedUsers.map((u) => u.id),
});

/**
 * Add or edit a licence: its fields and the users who hold its seats. An edit is saved with the version
 * it loaded; a save over a newer one shows what changed (docs/edit-conflicts.md).
 */
export function LicenceDialog({ licence, onClose, onSaved }: Props) {
  const { t } = useTranslation('licence');
  const format = useIntlFormat();
  const save = useSaveLicence();
  const [users, setUsers] = useState<LicenceUser[]>(licence?.assignedUsers ?? []);
  // Every user the form has shown, by id: the dialog names them, "take theirs" puts them back.
  const knownUsers = useRef(new Map((licence?.assignedUsers ?? []).map((u) => [u.id, u])));
  const initial: Input = licence
    ? toForm(licence)
    : {
        product: 'intellij-idea-ultimate',
        licensee: '',
        licenceKey: '',
        seats: 1,
        expiresOn: inAYear(),
        notes: '',
        assignedUserIds: [],
      };
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: initial,
  });
  const { control } = form;
  const usersOf = (ids: unknown) =>
    ((ids ?? []) as number[]).flatMap((id) => knownUsers.current.get(id) ?? []);
  const { submit, formError, dialog } = useConflictAwareForm(form, FIELDS, {
    loaded: { version: licence?.version ?? 1, values: initial },
    fields: [
      {
        name: 'product',
        label: t('form.product'),
        format: (p) => LICENCE_PRODUCT_NAMES[p as LicenceProduct] ?? String(p),
      },
      { name: 'licensee', label: t('form.licensee') },
      { name: 'licenceKey', label: t('form.licenceKey') },
      { name: 'seats', label: t('form.seats') },
      { name: 'expiresOn', label: t('form.expiresOn'), format: (d) => format.date(dayOf(String(d))) },
      {
        name: 'assignedUserIds',
        label: t('form.users'),
        format: (ids) =>
          usersOf(ids)
            .map((u) => u.fullName)
            .join(', ') || '—',
      },
      { name: 'notes', label: t('form.notes') },
    ],
    fromDetail: (detail: Licence) => {
      for (const u of detail.assignedUsers) knownUsers.current.set(u.id, u);
      return { version: detail.version, values: toForm(detail) };
    },
    save: (values, version) =>
      save.mutateAsync(licence ? { id: licence.id, body: { ...values, version } } : { body: values }),
    onSaved: () => onSaved(licence === null),
    onTakeTheirs: (values) => {
      setUsers(usersOf(values.assignedUserIds));
      form.reset(values);
    },
  });
  const seats = Number(form.watch('seats')) || 0;

  return (
    <FormDialog
      title={licence ? t('form.editTitle') : t('form.addTitle')}
      subtitle={t('form.subtitle')}
      closeLabel={t('form.close')}
      cancelLabel={t('form.cancel')}
      submitLabel={save.isPending ? t('form.saving') : t('form.submit')}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormField
        ns="licence"
        control={control}
        name="product"
        label={t('form.product')}
        required
        options={licenceProducts.map((p) => ({ value: p, label: LICENCE_PRODUCT_NAMES[p] }))}
      />
      <FormField
        ns="licence"
        control={control}
        name="licensee"
        label={t('form.licensee')}
        helperText={t('form.licenseeHint')}
        required
      />
      <FormField
        ns="licence"
        control={control}
        name="licenceKey"
        label={t('form.licenceKey')}
        required
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
      <FormField
        ns="licence"
        control={control}
        name="seats"
        label={t('form.seats')}
        number="required"
        required
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <FormDateField ns="licence" control={control} name="expiresOn" label={t('form.expiresOn')} required />
      <Controller
        control={control}
        name="assignedUserIds"
        render={({ field, fieldState }) => {
          const message = fieldState.error?.message;
          const helper =
            message === 'usersOver'
              ? t('form.usersOver', { used: users.length, seats })
              : (fieldMessage(t, 'licence', message) ?? t('form.usersHint', { used: users.length, seats }));
          return (
            <LicenceUserPicker
              label={t('form.users')}
              value={users}
              onChange={(next) => {
                for (const u of next) knownUsers.current.set(u.id, u);
                setUsers(next);
                field.onChange(next.map((u) => u.id));
              }}
              error={fieldState.error !== undefined}
              helperText={helper}
            />
          );
        }}
      />
      <FormField ns="licence" control={control} name="notes" label={t('form.notes')} multiline minRows={2} />
      {dialog}
    </FormDialog>
  );
}
