import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizard, type WizardStep } from '@/components/wizard/use-wizard';
import { WizardNav } from '@/components/wizard/wizard-nav';
import type { RegisterForm } from '../auth-schemas';
import { useAuthMessage } from '../use-auth-message';
import { useRegisterForm } from '../use-register-form';
import { useRegistrationRoute } from '../use-registration-route';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { PasswordField } from './password-field';
import { RegistrationClosed } from './registration-closed';

const STEPS: WizardStep<RegisterForm>[] = [
  { key: 'account', fields: ['username', 'email'] },
  { key: 'password', fields: ['password'] },
  { key: 'review', fields: ['terms'] },
];

/** The same sign-up in three steps: each step is checked before the next, values are kept going back. */
export function RegisterStepsPage() {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { closed, referral, onRegistered } = useRegistrationRoute('v2');
  const { form, submit, pending, serverError } = useRegisterForm({ referral, onRegistered });
  const wizard = useWizard(form, STEPS);
  const step = wizard.active;
  const { errors } = form.formState;
  // Enter on an early step goes to the next one; a server error on an earlier step's field takes the
  // person back to that step.
  const onSubmit = async (event: FormEvent) => {
    if (!wizard.isLast) {
      event.preventDefault();
      await wizard.next();
      return;
    }
    await submit(event);
    wizard.openStepOfErrors();
  };
  const values = form.watch();
  return (
    <AuthCard title={t('steps.title')} subtitle={t('steps.subtitle')} variant="v2">
      {closed ? (
        <RegistrationClosed />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          <Stepper activeStep={step} alternativeLabel>
            {STEPS.map((s) => (
              <Step key={s.key}>
                <StepLabel>{t(`steps.${s.key}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {referral && <Alert severity="success">{t('register.referred')}</Alert>}
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <Box sx={{ display: step === 0 ? 'flex' : 'none', flexDirection: 'column', gap: 2.5 }}>
            <TextField
              label={t('register.username')}
              autoComplete="username"
              fullWidth
              {...form.register('username')}
              error={!!errors.username}
              helperText={message(errors.username?.message)}
            />
            <TextField
              label={t('login.email')}
              type="email"
              autoComplete="email"
              fullWidth
              {...form.register('email')}
              error={!!errors.email}
              helperText={message(errors.email?.message)}
            />
          </Box>
          <Box sx={{ display: step === 1 ? 'block' : 'none' }}>
            <PasswordField
              label={t('login.password')}
              autoComplete="new-password"
              {...form.register('password')}
              error={!!errors.password}
              helperText={message(errors.password?.message) ?? t('register.passwordHint')}
            />
          </Box>
          {step === 2 && (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography variant="subtitle2">{t('steps.reviewTitle')}</Typography>
              <Typography>
                {t('register.username')}: <strong>{values.username}</strong>
              </Typography>
              <Typography>
                {t('login.email')}: <strong>{values.email}</strong>
              </Typography>
              <FormControlLabel
                control={<Checkbox {...form.register('terms')} />}
                label={t('register.terms')}
              />
              {errors.terms && <FormHelperText error>{message(errors.terms.message)}</FormHelperText>}
            </Box>
          )}
          <WizardNav
            first={step === 0}
            last={wizard.isLast}
            onBack={wizard.back}
            onNext={() => void wizard.next()}
            finishLabel={pending ? t('register.submitting') : t('register.submit')}
            busy={pending}
          />
        </Box>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
