import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouterTextLink } from '@/components/router-links';
import { authConfigQueryOptions, useLogin } from '../api/login';
import type { LoginResult } from '../api/request-login';
import type { HomeOf } from '../home-of';
import type { AuthVariant } from './auth-card';
import { LoginForm } from './login-form';
import { safeTarget } from './login-target';

/** The app's sign-in page (/login, /admin/login, the v2 demo): the form with the router's navigation. */
export function LoginPage({ variant = 'v1', homeOf }: { variant?: AuthVariant; homeOf: HomeOf }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const config = useQuery(authConfigQueryOptions());
  const login = useLogin();

  const onSignedIn = async (answer: LoginResult) => {
    const to = safeTarget(search.to);
    if ('twoFactorRequired' in answer) {
      // No session yet: the code page finishes the sign-in and goes on to `to`.
      await navigate({
        to: '/pages/authentication/$page',
        params: { page: `two-steps-${variant}` },
        search: { to },
      });
      return;
    }
    const { to: _, ...rest } = search;
    await navigate({ to: to ?? (await homeOf()), search: search.to ? rest : {}, replace: true });
  };

  return (
    <LoginForm
      variant={variant}
      demoAccounts={config.data?.demoAccounts}
      signIn={login.mutateAsync}
      onSignedIn={onSignedIn}
      forgotLink={
        variant === 'v2' ? (
          <RouterTextLink to="/pages/authentication/$page" params={{ page: 'forgot-password-v2' }}>
            {t('login.forgot')}
          </RouterTextLink>
        ) : (
          <Link component={RouterLink} to="/forgot-password">
            {t('login.forgot')}
          </Link>
        )
      }
      registerLink={
        variant === 'v2' ? (
          <RouterTextLink
            to="/pages/authentication/$page"
            params={{ page: 'register-v2' }}
            underline="always"
          >
            {t('login.createAccount')}
          </RouterTextLink>
        ) : (
          <Link component={RouterLink} to="/register" underline="always">
            {t('login.createAccount')}
          </Link>
        )
      }
    />
  );
}
