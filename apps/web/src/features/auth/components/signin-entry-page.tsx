import type { AuthConfigAnswer } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { storeSession } from '@/lib/session/stored-session';
import { type LoginResult, requestLogin } from '../api/request-login';
import { AccountLink } from './account-link';
import type { SigninConfig } from './account-page-types';
import { LoginForm } from './login-form';
import { safeTarget } from './login-target';

/**
 * /login as the sign-in entry draws it (src/signin.tsx, decision 014): the app's form without the
 * router. Its links move between the account pages (AccountLink); a signed-in reader goes to `?to=`
 * (with the rest of the query) or to `/`, which sends each role home, and a two-step account to the
 * code page: full navigations into the app, which finds the session where it keeps it.
 */
export function SigninEntryPage({ config }: { config: SigninConfig | undefined }) {
  const { t } = useTranslation('auth');
  const [demo, setDemo] = useState<AuthConfigAnswer | undefined>(config);
  useEffect(() => {
    // Without the server's render the page opens without the box, as the app's does, until it comes.
    if (!demo) api<AuthConfigAnswer>('/auth/config').then(setDemo, () => undefined);
  }, [demo]);

  const onSignedIn = (answer: LoginResult) => {
    const query = new URLSearchParams(location.search);
    const to = safeTarget(query.get('to'));
    if ('twoFactorRequired' in answer) {
      location.assign(`/pages/authentication/two-steps-v1${to ? `?${new URLSearchParams({ to })}` : ''}`);
      return;
    }
    storeSession({
      userData: answer.userData,
      accessToken: answer.accessToken,
      rules: answer.userAbilityRules,
    });
    query.delete('to');
    location.replace(to ? `${to}${query.size ? `?${query}` : ''}` : '/');
  };

  return (
    <LoginForm
      demoAccounts={demo?.demoAccounts}
      signIn={requestLogin}
      onSignedIn={onSignedIn}
      forgotLink={<AccountLink to="/forgot-password">{t('login.forgot')}</AccountLink>}
      registerLink={
        <AccountLink to="/register" underline="always">
          {t('login.createAccount')}
        </AccountLink>
      }
    />
  );
}
