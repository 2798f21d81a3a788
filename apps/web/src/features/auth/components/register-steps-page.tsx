import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizard, type WizardStep } from '@/components/wizard/use-wizard';
import { WizardNav } from '@/components/wizard/wizard-nav';
import type { RegisterForm } from '../auth-schemas';
import { useRegisterForm } from '../use-register-form';
import { useRegistrationRoute } from '../use-registration-route';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { RegisterAccountFields, RegisterPasswordField, RegisterTermsField } from './register-fields';
import { RegistrationClosed } from './registration-closed';

const STEPS: WizardStep<RegisterForm>[] = [
  { key: 'account', fields: ['username', 'email'] },
  { key: 'password', fields: ['password'] },
  { key: 'review', fields: ['terms'] },
];

/** The same sign-up in three steps: each step is checked before the next, values are kept going back. */
export function RegisterStepsPage() {
  const { t } = useTranslation('auth');
  const { closed, referral, onRegistered } = useRegistrationRoute('v2');
  const { form, submit, pending, serverError } = useRegisterForm({ referral, onRegistered });
  const wizard = useWizard(form, STEPS);
  const step = wizard.active;
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
            <RegisterAccountFields form={form} />
          </Box>
          <Box sx={{ display: step === 1 ? 'block' : 'none' }}>
            <RegisterPasswordField form={form} />
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
              <RegisterTermsField form={form} />
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
