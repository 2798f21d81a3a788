import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInLinkSignIn } from '../api/sign-in-link';
import type { HomeOf } from '../home-of';
import { AuthCard, type AuthVariant } from './auth-card';
import { BackToLogin } from './back-to-login';

/** The mailed sign-in link's page: opens the link once, then goes on to the app (or the code page). */
export function SignInLinkPage({
  variant = 'v1',
  token,
  homeOf,
}: {
  variant?: AuthVariant;
  token?: string;
  homeOf: HomeOf;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignInLinkSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    signIn.mutate(token, {
      onSuccess: async (answer) =>
        'twoFactorRequired' in answer
          ? navigate({ to: '/pages/authentication/$page', params: { page: `two-steps-${variant}` } })
          : navigate({ to: await homeOf(), replace: true }),
    });
  }, [token, signIn, navigate, variant, homeOf]);

  const failed = !token || signIn.isError;
  return (
    <AuthCard
      title={t('signInLink.title')}
      subtitle={failed ? undefined : t('signInLink.checking')}
      variant={variant}
    >
      {!failed && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={t('signInLink.checking')} />
        </Box>
      )}
      {failed && <Alert severity="error">{t('signInLink.failed')}</Alert>}
      {failed && <BackToLogin />}
    </AuthCard>
  );
}
