import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { requestSignInLink } from '../api/sign-in-link';

/**
 * Shown when failed sign-ins locked the e-mail or the address: the owner asks for a one-time link
 * by mail instead of waiting (docs/account-security.md).
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'throttled' | 'failed'>('idle');
  const send = async () => {
    setState('sending');
    try {
      await requestSignInLink(email.trim());
      setState('sent');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 429 ? 'throttled' : 'failed');
    }
  };
  if (state === 'sent') return <Alert severity="success">{t('signInLink.sent', { email })}</Alert>;
  return (
    <>
      <Alert severity="info">{t('signInLink.locked')}</Alert>
      {state === 'throttled' && <Alert severity="error">{t('signInLink.throttled')}</Alert>}
      {state === 'failed' && <Alert severity="error">{t('login.unreachable')}</Alert>}
      <Button variant="outlined" onClick={send} disabled={state === 'sending' || !email.trim()}>
        {t('signInLink.send')}
      </Button>
    </>
  );
}
