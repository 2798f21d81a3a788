import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/lib/validation-message';
import { type RegisterForm, registerForm } from '../auth-schemas';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';

const NOTICE_ID = 'register-unavailable';

/**
 * Self-registration does not exist yet: accounts are created by an administrator. The form checks
 * what is typed but cannot be sent, and says so, rather than pretending to create an account.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', terms: false },
  });
  const { errors } = form.formState;
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <Alert severity="info" id={NOTICE_ID}>
        {t('register.unavailable')}
      </Alert>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
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
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          fullWidth
          {...form.register('password')}
          error={!!errors.password}
          helperText={message(errors.password?.message) ?? t('register.passwordHint')}
        />
        <Box>
          <FormControlLabel control={<Checkbox {...form.register('terms')} />} label={t('register.terms')} />
          {errors.terms && <FormHelperText error>{message(errors.terms.message)}</FormHelperText>}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled aria-describedby={NOTICE_ID}>
          {t('register.submit')}
        </Button>
      </Box>
      <BackToLogin />
    </AuthCard>
  );
}
