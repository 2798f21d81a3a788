import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/lib/validation-message';
import { type ForgotPasswordForm, forgotPasswordForm } from '../auth-schemas';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';

const NOTICE_ID = 'reset-unavailable';

/**
 * Reset e-mails are not sent yet: an administrator sets a new password. The page says so and keeps
 * its button disabled instead of claiming that a link is on its way.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Alert severity="info" id={NOTICE_ID}>
        {t('forgot.unavailable')}
      </Alert>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          {...form.register('email')}
          error={!!errors.email}
          helperText={message(errors.email?.message)}
        />
        <Button type="submit" variant="contained" size="large" disabled aria-describedby={NOTICE_ID}>
          {t('forgot.submit')}
        </Button>
      </Box>
      <BackToLogin />
    </AuthCard>
  );
}
