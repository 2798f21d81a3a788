import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { ApiError } from '@/lib/api-client';
import { useTwoFactorSignIn } from '../api/two-factor-sign-in';
import type { HomeOf } from '../home-of';
import { challengeStore } from '../two-step-challenge';
import { useAuthMessage } from '../use-auth-message';
import { AuthCard, type AuthVariant } from './auth-card';
import { BackToLogin } from './back-to-login';

/** The second step after the password: the authenticator's 6-digit code, or a recovery code. */
export function TwoStepsPage({ variant = 'v1', homeOf }: { variant?: AuthVariant; homeOf: HomeOf }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { to?: string };
  const signIn = useTwoFactorSignIn();
  const [challenge] = useState(() => challengeStore.get());
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [trust, setTrust] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  if (!challenge || challenge.expiresAt < Date.now()) {
    return (
      <AuthCard title={t('twoSteps.title')} subtitle={t('twoSteps.noChallenge')} variant={variant}>
        <RouterButton
          to="/pages/authentication/$page"
          params={{ page: `login-${variant}` }}
          variant="contained"
          size="large"
        >
          {t('login.submit')}
        </RouterButton>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    const valid = useRecovery ? /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(entered) : /^[0-9]{6}$/.test(entered);
    if (!valid) {
      setFieldError(useRecovery ? t('errors.recoveryFormat') : t('errors.codeFormat'));
      return;
    }
    setFieldError(null);
    try {
      await signIn.mutateAsync({
        challengeToken: challenge.token,
        ...(useRecovery ? { recoveryCode: entered } : { code: entered }),
        trustDevice: trust,
      });
      const to = search.to?.startsWith('/') && !search.to.startsWith('//') ? search.to : undefined;
      await navigate({ to: to ?? (await homeOf()), replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const reason = error.errors.code ?? error.errors.recoveryCode;
      if (reason) setFieldError(message(reason) ?? reason);
    }
  };
  const failure =
    signIn.error instanceof ApiError && !signIn.error.errors.code && !signIn.error.errors.recoveryCode
      ? signIn.error.status === 429
        ? t('twoSteps.throttled')
        : signIn.error.errors.challengeToken
          ? t('errors.challenge')
          : signIn.error.message
      : null;

  return (
    <AuthCard
      title={t('twoSteps.title')}
      subtitle={
        <>
          {useRecovery ? t('twoSteps.recoveryHint') : t('twoSteps.hint')} <strong>{challenge.email}</strong>
        </>
      }
      variant={variant}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          key={useRecovery ? 'recovery' : 'code'}
          label={useRecovery ? t('twoSteps.recoveryCode') : t('twoSteps.code')}
          value={value}
          onChange={(e) =>
            setValue(useRecovery ? e.target.value.toUpperCase() : e.target.value.replace(/\D/g, ''))
          }
          autoFocus
          autoComplete="one-time-code"
          fullWidth
          error={!!fieldError}
          helperText={fieldError ?? ' '}
          slotProps={{
            htmlInput: {
              inputMode: useRecovery ? 'text' : 'numeric',
              maxLength: useRecovery ? 11 : 6,
              dir: 'ltr',
              style: { letterSpacing: '0.4em', fontSize: '1.4rem', textAlign: 'center' },
            },
          }}
        />
        <FormControlLabel
          control={<Checkbox checked={trust} onChange={(e) => setTrust(e.target.checked)} />}
          label={t('twoSteps.trust')}
        />
        <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
          {t('twoSteps.submit')}
        </Button>
        <Link
          component="button"
          type="button"
          onClick={() => {
            setUseRecovery((v) => !v);
            setValue('');
            setFieldError(null);
          }}
          sx={{ alignSelf: 'center' }}
        >
          {useRecovery ? t('twoSteps.useCode') : t('twoSteps.useRecovery')}
        </Link>
      </Box>
      <BackToLogin />
    </AuthCard>
  );
}
