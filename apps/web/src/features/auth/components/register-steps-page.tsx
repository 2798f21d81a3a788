import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from '../auth-schemas';
import { useAuthMessage } from '../use-auth-message';
import { useRegisterForm } from '../use-register-form';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { PasswordField } from './password-field';
import { RegistrationClosed } from './registration-closed';

const STEPS: { key: string; fields: (keyof RegisterForm)[] }[] = [
  { key: 'account', fields: ['username', 'email'] },
  { key: 'password', fields: ['password'] },
  { key: 'review', fields: ['terms'] },
];

/** The same sign-up in three steps: each step is checked before the next, values are kept going back. */
export function RegisterStepsPage() {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { form, submit, closed, pending, serverError, referred } = useRegisterForm('v2');
  const [step, setStep] = useState(0);
  const { errors } = form.formState;
  const next = async () => {
    if (await form.trigger(STEPS[step].fields, { shouldFocus: true })) setStep((s) => s + 1);
  };
  // A server error on an earlier step's field takes the person back to that step.
  const onSubmit = async (event: FormEvent) => {
    if (step < STEPS.length - 1) {
      event.preventDefault();
      await next();
      return;
    }
    await submit(event);
    const wrong = STEPS.findIndex((s) => s.fields.some((f) => form.getFieldState(f).error));
    if (wrong >= 0 && wrong < step) setStep(wrong);
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
          {referred && <Alert severity="success">{t('register.referred')}</Alert>}
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
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Button variant="outlined" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
              {t('steps.back')}
            </Button>
            {step < STEPS.length - 1 ? (
              <Button variant="contained" onClick={next}>
                {t('steps.next')}
              </Button>
            ) : (
              <Button type="submit" variant="contained" disabled={pending}>
                {pending ? t('register.submitting') : t('register.submit')}
              </Button>
            )}
          </Box>
        </Box>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
