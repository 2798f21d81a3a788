import { type UserCreateBody, userCreateBody, userPlans } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '@/components/form-drawer';
import { FormField } from '@/components/form-field/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateUser } from '../api/create-user';
import { useRoleNames } from './use-role-names';
import { roleLabel } from './user-role';

type Output = z.output<typeof userCreateBody>;
const EMPTY: UserCreateBody = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: '',
  currentPlan: 'basic',
};
const FIELDS = [...Object.keys(EMPTY), 'password'];

type Props = { open: boolean; onClose: () => void; onCreated: (name: string) => void };

/** The "Add new user" panel: it slides in from the end side (the left in Arabic). */
export function AddUserDrawer({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation('user');
  const roleNames = useRoleNames(open);
  const create = useCreateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UserCreateBody, unknown, Output>({
    resolver: zodResolver(userCreateBody),
    defaultValues: EMPTY,
  });
  const { control } = form;

  const close = () => {
    form.reset(EMPTY);
    setFormError(null);
    create.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await create.mutateAsync(values);
      onCreated(user.fullName);
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <FormDrawer
      open={open}
      onClose={close}
      width={400}
      title={t('form.addTitle')}
      closeLabel={t('form.close')}
      cancelLabel={t('form.cancel')}
      submitLabel={create.isPending ? t('form.saving') : t('form.submit')}
      pending={create.isPending}
      onSubmit={submit}
      error={formError}
    >
      <FormField
        ns="user"
        control={control}
        name="fullName"
        label={t('form.fullName')}
        autoComplete="name"
        required
      />
      <FormField
        ns="user"
        control={control}
        name="username"
        label={t('form.username')}
        autoComplete="off"
        required
      />
      <FormField
        ns="user"
        control={control}
        name="email"
        label={t('form.email')}
        type="email"
        autoComplete="off"
        required
      />
      <FormField ns="user" control={control} name="company" label={t('form.company')} />
      <FormField
        ns="user"
        control={control}
        name="country"
        label={t('form.country')}
        autoComplete="country-name"
      />
      <FormField ns="user" control={control} name="contact" label={t('form.contact')} type="tel" />
      <FormField
        ns="user"
        control={control}
        name="role"
        label={t('form.role')}
        required
        options={roleNames.map((name) => ({ value: name, label: roleLabel(t, name) }))}
      />
      <FormField
        ns="user"
        control={control}
        name="currentPlan"
        label={t('form.plan')}
        required
        options={userPlans.map((p) => ({ value: p, label: t(`plans.${p}`) }))}
      />
      <FormField
        ns="user"
        control={control}
        name="password"
        label={t('form.password')}
        type="password"
        autoComplete="new-password"
        emptyIsUnset
        helperText={t('form.passwordHint')}
      />
    </FormDrawer>
  );
}
