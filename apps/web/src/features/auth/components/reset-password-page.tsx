import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RouterButton, RouterTextLink } from '@/components/router-links';
import { useResetPassword } from '../api/password-reset';
import { type ResetPasswordForm, resetPasswordForm } from '../auth-schemas';
import { useAuthMessage } from '../use-auth-message';
import { AuthCard, type AuthVariant } from './auth-card';
import { BackToLogin } from './back-to-login';
import { PasswordField } from './password-field';
import { applyServerErrors } from './server-errors';

/** The reset link's page: a new password, once; every session of the account ends. */
export function ResetPasswordPage({ variant = 'v1', token }: { variant?: AuthVariant; token?: string }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const reset = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setLinkError(null);
    try {
      await reset.mutateAsync({ token: token ?? '', password });
    } catch (error) {
      const left = applyServerErrors(error, ['password'], form.setError);
      const tokenError = (error as { errors?: Record<string, string> }).errors?.token;
      setLinkError(tokenError ? t('errors.link') : left);
    }
  });
  if (!token) {
    return (
      <AuthCard title={t('reset.title')} subtitle={t('reset.noToken')} variant={variant}>
        <RouterButton
          to="/pages/authentication/$page"
          params={{ page: `forgot-password-${variant}` }}
          variant="contained"
          size="large"
        >
          {t('reset.askAgain')}
        </RouterButton>
        <BackToLogin />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} variant={variant}>
      {reset.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            {t('reset.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            {t('verify.signIn')}
          </Button>
        </>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          {linkError && (
            <Alert severity="error">
              {linkError}{' '}
              <RouterTextLink
                to="/pages/authentication/$page"
                params={{ page: `forgot-password-${variant}` }}
              >
                {t('reset.askAgain')}
              </RouterTextLink>
            </Alert>
          )}
          <PasswordField
            label={t('reset.password')}
            autoComplete="new-password"
            autoFocus
            {...form.register('password')}
            error={!!errors.password}
            helperText={message(errors.password?.message) ?? t('register.passwordHint')}
          />
          <PasswordField
            label={t('reset.confirm')}
            autoComplete="new-password"
            {...form.register('confirm')}
            error={!!errors.confirm}
            helperText={message(errors.confirm?.message)}
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Box>
      )}
      {!reset.isSuccess && <BackToLogin />}
    </AuthCard>
  );
}
