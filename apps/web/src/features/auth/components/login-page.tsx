import { EMAIL_NOT_CONFIRMED_TEXT, LOGIN_FAILED_TEXT, type LoginBody, loginBody } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_BRAND } from '@/app/config';
import { homeOf } from '@/app/guards';
import { RouterTextLink } from '@/components/router-links';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/validation-message';
import { authConfigQueryOptions, useLogin } from '../api/login';
import { AuthCard, type AuthVariant } from './auth-card';
import { DemoAccounts } from './demo-accounts';
import { LoginField } from './login-field';

type Field = keyof LoginBody;
type Errors = Partial<Record<Field, string>>;

/** The contract's messages by field, for the fields given (all when none). */
function validate(values: LoginBody, only?: Field[]): Errors {
  const result = loginBody.safeParse(values);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if ((!only || only.includes(field)) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function LoginPage({ variant = 'v1' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const config = useQuery(authConfigQueryOptions());
  const login = useLogin();
  const message = useValidationMessage();
  const [showPassword, setShowPassword] = useState(false);
  // A plain controlled form (the login page's JavaScript is kept small: no form library). As before,
  // fields are checked on submit, then again as they change; the first wrong field takes the focus.
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // The latest values, not this render's: two changes may come before the next render (the fields the
  // reader typed into the server-rendered page are handed to these, one after the other: decision 018).
  const latest = useRef(values);
  const change = (next: Partial<LoginBody>) => {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    setValues(merged);
    const fields = Object.keys(next) as Field[];
    if (submitted.current || fields.length > 1) {
      setErrors((old) => {
        const fresh = validate(merged, fields);
        const kept = { ...old };
        for (const field of fields) delete kept[field];
        return { ...kept, ...fresh };
      });
    }
  };

  const describe = (error: ApiError) => {
    if (error.message === LOGIN_FAILED_TEXT) return t('login.invalid');
    if (error.status === 0) return t('login.unreachable');
    return error.message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const values = latest.current;
    const found = validate(values);
    setErrors(found);
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    try {
      const answer = await login.mutateAsync(loginBody.parse(values));
      if ('twoFactorRequired' in answer) {
        // No session yet: the code page finishes the sign-in and goes on to `to`.
        const to = search.to?.startsWith('/') && !search.to.startsWith('//') ? search.to : undefined;
        await navigate({
          to: '/pages/authentication/$page',
          params: { page: `two-steps-${variant}` },
          search: { to },
        });
        return;
      }
      const { to, ...rest } = search;
      const target = to?.startsWith('/') && !to.startsWith('//') ? to : homeOf(answer.userData.role);
      await navigate({ to: target, search: to ? rest : {}, replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors.email) {
        const email =
          error.errors.email === EMAIL_NOT_CONFIRMED_TEXT ? t('login.pending') : error.errors.email;
        setErrors((old) => ({ ...old, email }));
        inputs.email.current?.focus();
      }
    }
  };

  const serverError =
    login.error instanceof ApiError && !login.error.errors.email ? describe(login.error) : null;

  return (
    <AuthCard title={t('login.title', { brand: APP_BRAND })} subtitle={t('login.subtitle')} variant={variant}>
      {config.data && config.data.demoAccounts.length > 0 && (
        <DemoAccounts
          accounts={config.data.demoAccounts}
          onPick={(a) => change({ email: a.email, password: a.password })}
        />
      )}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <LoginField
          id="login-email"
          name="email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          inputRef={inputs.email}
          value={values.email}
          onChange={(email) => change({ email })}
          error={message(errors.email)}
        />
        <LoginField
          id="login-password"
          name="password"
          label={t('login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          inputRef={inputs.password}
          value={values.password}
          onChange={(password) => change({ password })}
          error={message(errors.password)}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                onClick={() => setShowPassword((v) => !v)}
              >
                {showPassword ? <IconEyeOff size={20} /> : <IconEye size={20} />}
              </IconButton>
            </InputAdornment>
          }
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {variant === 'v2' ? (
            <RouterTextLink to="/pages/authentication/$page" params={{ page: 'forgot-password-v2' }}>
              {t('login.forgot')}
            </RouterTextLink>
          ) : (
            <Link component={RouterLink} to="/forgot-password">
              {t('login.forgot')}
            </Link>
          )}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? t('login.signingIn') : t('login.submit')}
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center' }}>
        {t('login.newHere')}{' '}
        {variant === 'v2' ? (
          <RouterTextLink
            to="/pages/authentication/$page"
            params={{ page: 'register-v2' }}
            underline="always"
          >
            {t('login.createAccount')}
          </RouterTextLink>
        ) : (
          <Link component={RouterLink} to="/register" underline="always">
            {t('login.createAccount')}
          </Link>
        )}
      </Typography>
    </AuthCard>
  );
}
