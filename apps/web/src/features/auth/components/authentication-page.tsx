import { type ComponentType, lazy, Suspense } from 'react';
import type { HomeOf } from '../home-of';
import type { AuthVariant } from './auth-card';
import type { AuthenticationPageName } from './authentication-pages';

/** What the /pages/authentication/* URLs may carry: the target after sign-in, a link's token, … */
export type AuthenticationSearch = { to?: string; ref?: string; token?: string; email?: string };

type Props = { variant: AuthVariant; token?: string; email?: string; homeOf: HomeOf };

const page = <K extends string>(load: () => Promise<Record<K, ComponentType<Props>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const LoginPage = page(() => import('./login-page'), 'LoginPage');
const RegisterPage = page(() => import('./register-page'), 'RegisterPage');
const RegisterStepsPage = page(() => import('./register-steps-page'), 'RegisterStepsPage');
const ForgotPasswordPage = page(() => import('./forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./reset-password-page'), 'ResetPasswordPage');
const TwoStepsPage = page(() => import('./two-steps-page'), 'TwoStepsPage');
const VerifyEmailPage = page(() => import('./verify-email-page'), 'VerifyEmailPage');
const SignInLinkPage = page(() => import('./sign-in-link-page'), 'SignInLinkPage');

/**
 * The template's authentication pages, each the app's real flow in one of two styles (v1 centred
 * card, v2 split with an illustration). One route serves them all, so the route tree in every
 * page's JavaScript grows by one route, not thirteen (decision 014).
 */
const AUTHENTICATION_PAGES: Record<
  AuthenticationPageName,
  { Page: ComponentType<Props>; variant: AuthVariant }
> = {
  'login-v1': { Page: LoginPage, variant: 'v1' },
  'login-v2': { Page: LoginPage, variant: 'v2' },
  'register-v1': { Page: RegisterPage, variant: 'v1' },
  'register-v2': { Page: RegisterPage, variant: 'v2' },
  'register-multi-steps': { Page: RegisterStepsPage, variant: 'v2' },
  'forgot-password-v1': { Page: ForgotPasswordPage, variant: 'v1' },
  'forgot-password-v2': { Page: ForgotPasswordPage, variant: 'v2' },
  'reset-password-v1': { Page: ResetPasswordPage, variant: 'v1' },
  'reset-password-v2': { Page: ResetPasswordPage, variant: 'v2' },
  'two-steps-v1': { Page: TwoStepsPage, variant: 'v1' },
  'two-steps-v2': { Page: TwoStepsPage, variant: 'v2' },
  'verify-email-v1': { Page: VerifyEmailPage, variant: 'v1' },
  'verify-email-v2': { Page: VerifyEmailPage, variant: 'v2' },
  'sign-in-link-v1': { Page: SignInLinkPage, variant: 'v1' },
  'sign-in-link-v2': { Page: SignInLinkPage, variant: 'v2' },
};

export function AuthenticationPage({
  name,
  search,
  homeOf,
}: {
  name: AuthenticationPageName;
  search: AuthenticationSearch;
  homeOf: HomeOf;
}) {
  const { Page, variant } = AUTHENTICATION_PAGES[name];
  return (
    <Suspense fallback={null}>
      <Page variant={variant} token={search.token} email={search.email} homeOf={homeOf} />
    </Suspense>
  );
}
