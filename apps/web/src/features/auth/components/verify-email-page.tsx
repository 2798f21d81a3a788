import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useResendVerification, useVerifyEmail } from '../api/verify-email';
import { useAuthMessage } from '../use-auth-message';
import { AuthCard, type AuthVariant } from './auth-card';
import { BackToLogin } from './back-to-login';

type Props = { variant?: AuthVariant; token?: string; email?: string };

/**
 * With a token (the mail's link): confirms the address once and says so. Without: "check your
 * inbox", with a resend (the server answers the same for any address and throttles).
 */
export function VerifyEmailPage({ variant = 'v1', token, email = '' }: Props) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [address, setAddress] = useState(email);
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  const onResend = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim()) resend.mutate(address.trim());
  };
  const resendError =
    resend.error instanceof ApiError
      ? resend.error.status === 429
        ? t('verify.throttled')
        : (message(resend.error.errors.email) ?? resend.error.message)
      : null;

  if (token) {
    return (
      <AuthCard
        title={t('verify.title')}
        subtitle={verify.isSuccess || verify.isError ? undefined : t('verify.checking')}
        variant={variant}
      >
        {verify.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <CircularProgress aria-label={t('verify.checking')} />
          </Box>
        )}
        {verify.isSuccess && <Alert severity="success">{t('verify.done')}</Alert>}
        {verify.isError && <Alert severity="error">{t('verify.failed')}</Alert>}
        {verify.isSuccess && (
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            {t('verify.signIn')}
          </Button>
        )}
        {verify.isError && <BackToLogin />}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('verify.title')}
      subtitle={
        email ? (
          <>
            {t('verify.sentTo')} <strong>{email}</strong>. {t('verify.openLink')}
          </>
        ) : (
          t('verify.openLink')
        )
      }
      variant={variant}
    >
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        {t('verify.skip')}
      </Button>
      <Box
        component="form"
        noValidate
        onSubmit={onResend}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography color="text.secondary">{t('verify.noMail')}</Typography>
        {!email && (
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            fullWidth
          />
        )}
        {resend.isSuccess && <Alert severity="success">{t('verify.resent')}</Alert>}
        {resendError && <Alert severity="error">{resendError}</Alert>}
        <Link component="button" type="submit" disabled={resend.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('verify.resend')}
        </Link>
      </Box>
    </AuthCard>
  );
}
