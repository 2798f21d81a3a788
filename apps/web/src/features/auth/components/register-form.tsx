import type { RegisterAnswer } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRegisterForm } from '../use-register-form';
import { AuthCard, type AuthVariant } from './auth-card';
import { BackToLogin } from './back-to-login';
import { RegisterAccountFields, RegisterPasswordField, RegisterTermsField } from './register-fields';
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
  const { form, submit, pending, serverError } = useRegisterForm({ referral, onRegistered });
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
          <RegisterAccountFields form={form} autoFocus />
          <RegisterPasswordField form={form} />
          <Box>
            <RegisterTermsField form={form} />
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
