import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/password-reset';
import { type ForgotPasswordForm, forgotPasswordForm } from '../auth-schemas';
import { useAuthMessage } from '../use-auth-message';
import { AuthCard, type AuthVariant } from './auth-card';
import { BackToLogin } from './back-to-login';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage({ variant = 'v1' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ email }) => forgot.mutate(email));
  const failure =
    forgot.error instanceof ApiError
      ? forgot.error.status === 429
        ? t('forgot.throttled')
        : forgot.error.status === 0
          ? t('login.unreachable')
          : forgot.error.message
      : null;
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} variant={variant}>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: forgot.variables })}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            {...form.register('email')}
            error={!!errors.email}
            helperText={message(errors.email?.message)}
          />
          <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
            {forgot.isPending ? t('forgot.sending') : t('forgot.submit')}
          </Button>
        </Box>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
