import { LOGIN_FAILED_TEXT, type LoginBody, loginBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APP_BRAND } from '@/app/config';
import { homeOf } from '@/app/guards';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/validation-message';
import { authConfigQueryOptions, useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { DemoAccounts } from './demo-accounts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const config = useQuery(authConfigQueryOptions());
  const login = useLogin();
  const message = useValidationMessage();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });

  const describe = (error: ApiError) => {
    if (error.message === LOGIN_FAILED_TEXT) return t('login.invalid');
    if (error.status === 0) return t('login.unreachable');
    return error.message;
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      const { to, ...rest } = search;
      const target = to?.startsWith('/') && !to.startsWith('//') ? to : homeOf(answer.userData.role);
      await navigate({ to: target, search: to ? rest : {}, replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors.email)
        form.setError('email', { message: error.errors.email });
    }
  });

  const serverError =
    login.error instanceof ApiError && !login.error.errors.email ? describe(login.error) : null;

  return (
    <AuthCard title={t('login.title', { brand: APP_BRAND })} subtitle={t('login.subtitle')}>
      {config.data && config.data.demoAccounts.length > 0 && (
        <DemoAccounts
          accounts={config.data.demoAccounts}
          onPick={(a) => {
            form.setValue('email', a.email, { shouldValidate: true });
            form.setValue('password', a.password, { shouldValidate: true });
          }}
        />
      )}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          {...form.register('email')}
          error={!!form.formState.errors.email}
          helperText={message(form.formState.errors.email?.message)}
        />
        <TextField
          label={t('login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          fullWidth
          {...form.register('password')}
          error={!!form.formState.errors.password}
          helperText={message(form.formState.errors.password?.message)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                    onClick={() => setShowPassword((v) => !v)}
                  >
                    {showPassword ? <IconEyeOff size={20} /> : <IconEye size={20} />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component={RouterLink} to="/forgot-password">
            {t('login.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? t('login.signingIn') : t('login.submit')}
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center' }}>
        {t('login.newHere')}{' '}
        <Link component={RouterLink} to="/register" underline="always">
          {t('login.createAccount')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
