// Subpaths, not the package's index: the sign-in entry carries only the contracts it uses (decision 014).
import { LOGIN_FAILED_TEXT, type LoginBody, loginBody } from '@app/contracts/auth';
import { EMAIL_NOT_CONFIRMED_TEXT } from '@app/contracts/auth-account';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { APP_BRAND } from '@/lib/config';
import { useValidationMessage } from '@/lib/validation-message';
import type { LoginResult } from '../api/request-login';
import { AuthCard, type AuthVariant } from './auth-card';
import { DemoAccounts } from './demo-accounts';
import { LoginField } from './login-field';
import { SignInLinkOffer } from './sign-in-link-offer';

type Field = keyof LoginBody;
type Errors = Partial<Record<Field, string>>;
type Account = { email: string; password: string; role: string };

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

type Props = {
  variant?: AuthVariant;
  /** The demo logins (shown while the demo seed is on). */
  demoAccounts: Account[] | undefined;
  /** Asks the server; the session or the two-step challenge is stored by then. */
  signIn: (body: LoginBody) => Promise<LoginResult>;
  /** Where a signed-in reader (or one with a two-step challenge) goes next. */
  onSignedIn: (answer: LoginResult) => Promise<void> | void;
  /** The "forgot password" and "create an account" links: the router's in the app, plain on the sign-in entry. */
  forgotLink: ReactNode;
  registerLink: ReactNode;
};

/**
 * The sign-in form, without the router or the query cache, so that the sign-in entry (src/signin.tsx,
 * decision 014) draws it as the app's /login does. A plain controlled form: fields are checked on
 * submit, then again as they change; the first wrong field takes the focus.
 */
export function LoginForm({
  variant = 'v1',
  demoAccounts,
  signIn,
  onSignedIn,
  forgotLink,
  registerLink,
}: Props) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Failed sign-ins locked the e-mail or the address: a two-step code or a mailed link still lets the owner in.
  const [locked, setLocked] = useState(false);
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inputs = { email: emailInput, password: passwordInput };
  const codeInput = useRef<HTMLInputElement>(null);
  // The latest values, not this render's: the submit handler may run before the next render.
  const latest = useRef(values);
  // What was typed or autofilled into the server's fields before hydration is in the DOM, not in this
  // state (React 19 does not report it): taken at mount, before anything draws the fields again and
  // writes the state's empty values back into them (docs/decisions/014-login-weight.md).
  useLayoutEffect(() => {
    const email = emailInput.current;
    const password = passwordInput.current;
    if (!email || !password) return;
    const typed = { email: email.value, password: password.value };
    if (typed.email !== latest.current.email || typed.password !== latest.current.password) {
      latest.current = typed;
      setValues(typed);
    }
  }, []);
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

  const describe = (error: unknown) => {
    if (!(error instanceof ApiError)) return t('login.unreachable');
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
    if (found.code) {
      codeInput.current?.focus();
      return;
    }
    setPending(true);
    setServerError(null);
    let answer: LoginResult;
    try {
      answer = await signIn(loginBody.parse(values));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.status === 429) setLocked(true);
      if (error instanceof ApiError && error.errors.email) {
        const email =
          error.errors.email === EMAIL_NOT_CONFIRMED_TEXT ? t('login.pending') : error.errors.email;
        setErrors((old) => ({ ...old, email }));
        inputs.email.current?.focus();
      } else setServerError(describe(error));
      return;
    }
    // The button stays disabled: the page is left for the app or the code page.
    await onSignedIn(answer);
  };

  return (
    <AuthCard title={t('login.title', { brand: APP_BRAND })} subtitle={t('login.subtitle')} variant={variant}>
      {demoAccounts && demoAccounts.length > 0 && (
        <DemoAccounts
          accounts={demoAccounts}
          onPick={(a) => change({ email: a.email, password: a.password })}
        />
      )}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      {locked && <SignInLinkOffer email={values.email} />}
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
        {locked && (
          <LoginField
            id="login-code"
            name="code"
            label={t('login.code')}
            type="text"
            autoComplete="one-time-code"
            inputRef={codeInput}
            value={values.code ?? ''}
            onChange={(code) => change({ code: code.trim() || undefined })}
            error={message(errors.code)}
          />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{forgotLink}</Box>
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? t('login.signingIn') : t('login.submit')}
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center' }}>
        {t('login.newHere')} {registerLink}
      </Typography>
    </AuthCard>
  );
}
