import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from '../api/password-reset';
import { type ForgotPasswordForm, forgotPasswordForm } from '../auth-schemas';
import { useAuthMessage } from '../use-auth-message';
import { AuthCard, type AuthVariant } from './auth-card';
import { BackToLogin } from './back-to-login';

type Sending =
  | { state: 'idle' | 'pending' }
  | { state: 'sent'; email: string }
  | { state: 'failed'; error: unknown };

/**
 * Asks for a reset link; the answer is the same whether or not the address has an account. Without the
 * router or the query cache: the app and the sign-in entry draw the same page (decision 014).
 */
export function ForgotPasswordPage({ variant = 'v1' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    setSending({ state: 'pending' });
    try {
      await requestPasswordReset(email);
      setSending({ state: 'sent', email });
    } catch (error) {
      setSending({ state: 'failed', error });
    }
  });
  const error = sending.state === 'failed' ? sending.error : null;
  const failure =
    error instanceof ApiError
      ? error.status === 429
        ? t('forgot.throttled')
        : error.status === 0
          ? t('login.unreachable')
          : error.message
      : null;
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} variant={variant}>
      {sending.state === 'sent' ? (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: sending.email })}
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
          <Button type="submit" variant="contained" size="large" disabled={sending.state === 'pending'}>
            {sending.state === 'pending' ? t('forgot.sending') : t('forgot.submit')}
          </Button>
        </Box>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
