import {
  billingKinds,
  type UserDetail,
  type UserUpdateBody,
  userLanguages,
  userPlans,
  userStatuses,
  userUpdateBody,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { FormField } from '@/components/form-field/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateUser } from '../api/update-user';
import { useRoleNames } from './use-role-names';
import { roleLabel } from './user-role';

type Values = Required<Omit<UserUpdateBody, 'status' | 'version'>> & { status: UserDetail['status'] };
type Output = z.output<typeof userUpdateBody>;

const valuesOf = (u: UserDetail): Values => ({
  fullName: u.fullName,
  username: u.username,
  email: u.email,
  contact: u.contact,
  company: u.company,
  country: u.country,
  taxId: u.taxId,
  language: u.language as Values['language'],
  role: u.role,
  currentPlan: u.currentPlan as Values['currentPlan'],
  billing: u.billing as Values['billing'],
  status: u.status,
});

type Props = { user: UserDetail; isSelf: boolean; onClose: () => void; onSaved: () => void };

/** Edits a user; only the changed fields are sent (PATCH). Mount it when it opens, so it starts from the user. */
export function UserEditDialog({ user, isSelf, onClose, onSaved }: Props) {
  const { t } = useTranslation('user');
  const titleId = useId();
  const roleNames = useRoleNames();
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const initial = valuesOf(user);
  const form = useForm<UserUpdateBody, unknown, Output>({
    resolver: zodResolver(userUpdateBody),
    defaultValues: initial,
  });
  // Read while rendering, so that the form state tracks it (react-hook-form's proxy).
  const { control, formState } = form;
  const { isDirty } = formState;
  const fields = (Object.keys(initial) as (keyof Values)[]).map((name) => ({
    name,
    label: t(name === 'currentPlan' ? 'form.plan' : `form.${name}`),
  }));
  const conflict = useConflictAwareSave<Values, UserDetail>({
    loaded: { version: user.version, values: initial },
    fields,
    fromDetail: (detail) => ({ version: detail.version, values: valuesOf(detail) }),
    save: (values, version, base) => {
      // Only what differs from the user as loaded, so that nothing else is overwritten.
      const changed = Object.entries(values).filter(([key, value]) => value !== base[key as keyof Values]);
      const body = Object.fromEntries(changed.length > 0 ? changed : Object.entries(values));
      return update.mutateAsync({ id: user.id, body: { ...body, version } });
    },
    onSaved,
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, Object.keys(initial))),
  });

  const submit = form.handleSubmit(async (values) => {
    if (!isDirty) return onClose();
    setFormError(null);
    try {
      await conflict.submit(values as Values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, Object.keys(initial)));
    }
  });

  const options = (values: readonly string[], ns: string) =>
    values.map((v) => ({ value: v, label: t(`${ns}.${v}`) }));
  const roleOptions = roleNames.map((name) => ({ value: name, label: roleLabel(t, name) }));
  if (!roleOptions.some((o) => o.value === user.role))
    roleOptions.push({ value: user.role, label: roleLabel(t, user.role) });

  // The role and the status of one's own account are locked: nobody demotes or suspends themselves.
  const selects = [
    { name: 'language', label: 'form.language', options: options(userLanguages, 'languages'), locked: false },
    { name: 'role', label: 'form.role', options: roleOptions, locked: isSelf },
    { name: 'status', label: 'form.status', options: options(userStatuses, 'statuses'), locked: isSelf },
    { name: 'currentPlan', label: 'form.plan', options: options(userPlans, 'plans'), locked: false },
    { name: 'billing', label: 'form.billing', options: options(billingKinds, 'billing'), locked: false },
  ] as const;

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId} variant="h4" component="h2" sx={{ textAlign: 'center', pt: 4 }}>
          {t('edit.title')}
        </DialogTitle>
        <DialogContent>
          <Alert severity="info" icon={false} sx={{ mb: 3, justifyContent: 'center' }}>
            {t('edit.subtitle')}
          </Alert>
          {formError && (
            <Alert severity="error" sx={{ mb: 3 }}>
              {formError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            {(['fullName', 'username', 'email', 'contact', 'company', 'country', 'taxId'] as const).map(
              (name) => (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <FormField
                    ns="user"
                    control={control}
                    name={name}
                    label={t(`form.${name}`)}
                    type={name === 'email' ? 'email' : 'text'}
                  />
                </Grid>
              ),
            )}
            {selects.map(({ name, label, options: choices, locked }) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <FormField
                  ns="user"
                  control={control}
                  name={name}
                  label={t(label)}
                  options={choices}
                  disabled={locked}
                  helperText={locked ? t('edit.selfLocked') : undefined}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 4, gap: 1 }}>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('form.saving') : t('edit.submit')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={update.isPending}>
            {t('form.cancel')}
          </Button>
        </DialogActions>
      </form>
      {conflict.dialog}
    </Dialog>
  );
}
