import type { RegisterAnswer } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAuthMessage } from '../use-auth-message';
import { useRegisterForm } from '../use-register-form';
import { AuthCard, type AuthVariant } from './auth-card';
import { BackToLogin } from './back-to-login';
import { PasswordField } from './password-field';
import { RegistrationClosed } from './registration-closed';

type Props = {
  variant?: AuthVariant;
  /** An administrator closed registration: the page says so instead of showing the form. */
  closed: boolean;
  /** `?ref=` of the shop's referral link. */
  referral: string | undefined;
  onRegistered: (answer: RegisterAnswer) => Promise<void> | void;
};

/**
 * Sign-up: a pending account with the default role, then the e-mail's confirmation link. Without the
 * router or the query cache, so that the sign-in entry draws it as the app does (decision 014).
 */
export function RegisterForm({ variant = 'v1', closed, referral, onRegistered }: Props) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { form, submit, pending, serverError } = useRegisterForm({ referral, onRegistered });
  const { errors } = form.formState;
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} variant={variant}>
      {closed ? (
        <RegistrationClosed />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          {referral && <Alert severity="success">{t('register.referred')}</Alert>}
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label={t('register.username')}
            autoComplete="username"
            autoFocus
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
          <PasswordField
            label={t('login.password')}
            autoComplete="new-password"
            {...form.register('password')}
            error={!!errors.password}
            helperText={message(errors.password?.message) ?? t('register.passwordHint')}
          />
          <Box>
            <FormControlLabel
              control={<Checkbox {...form.register('terms')} />}
              label={t('register.terms')}
            />
            {errors.terms && <FormHelperText error>{message(errors.terms.message)}</FormHelperText>}
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? t('register.submitting') : t('register.submit')}
          </Button>
        </Box>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
