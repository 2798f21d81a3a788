import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from '../auth-schemas';
import { useAuthMessage } from '../use-auth-message';
import { PasswordField } from './password-field';

/** The sign-up's fields (use-register-form.ts), shared by the one-page form and the form in steps. */
type Props = { form: UseFormReturn<RegisterForm> };

/** The name and the address. */
export function RegisterAccountFields({ form, autoFocus }: Props & { autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('register.username')}
        autoComplete="username"
        autoFocus={autoFocus}
        fullWidth
        {...form.register('username')}
        error={!!errors.username}
        helperText={message(errors.username?.message)}
      />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        fullWidth
        {...form.register('email')}
        error={!!errors.email}
        helperText={message(errors.email?.message)}
      />
    </>
  );
}

export function RegisterPasswordField({ form }: Props) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { errors } = form.formState;
  return (
    <PasswordField
      label={t('login.password')}
      autoComplete="new-password"
      {...form.register('password')}
      error={!!errors.password}
      helperText={message(errors.password?.message) ?? t('register.passwordHint')}
    />
  );
}

/** The terms' box, with its message when it is left unticked. */
export function RegisterTermsField({ form }: Props) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { errors } = form.formState;
  return (
    <>
      <FormControlLabel control={<Checkbox {...form.register('terms')} />} label={t('register.terms')} />
      {errors.terms && <FormHelperText error>{message(errors.terms.message)}</FormHelperText>}
    </>
  );
}
