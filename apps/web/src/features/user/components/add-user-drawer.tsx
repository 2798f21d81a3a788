import { type UserCreateBody, userCreateBody, userPlans } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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
  const titleId = useId();
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
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 400 } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h5" component="h2">
          {t('form.addTitle')}
        </Typography>
        <IconButton aria-label={t('form.close')} onClick={close} size="small">
          <IconX size={20} />
        </IconButton>
      </Box>
      <Divider />
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {formError && <Alert severity="error">{formError}</Alert>}
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
        <Box sx={{ display: 'flex', gap: 2, pt: 1 }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? t('form.saving') : t('form.submit')}
          </Button>
          <Button variant="outlined" color="error" onClick={close} disabled={create.isPending}>
            {t('form.cancel')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
