/** The names under /pages/authentication/ (kept apart from the pages so the route check stays tiny). */
export const AUTHENTICATION_PAGE_NAMES = [
  'login-v1',
  'login-v2',
  'register-v1',
  'register-v2',
  'register-multi-steps',
  'forgot-password-v1',
  'forgot-password-v2',
  'reset-password-v1',
  'reset-password-v2',
  'two-steps-v1',
  'two-steps-v2',
  'verify-email-v1',
  'verify-email-v2',
  'sign-in-link-v1',
  'sign-in-link-v2',
] as const;
export type AuthenticationPageName = (typeof AUTHENTICATION_PAGE_NAMES)[number];

export const isAuthenticationPage = (name: string): name is AuthenticationPageName =>
  (AUTHENTICATION_PAGE_NAMES as readonly string[]).includes(name);
