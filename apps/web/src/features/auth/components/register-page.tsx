import { useRegistrationRoute } from '../use-registration-route';
import type { AuthVariant } from './auth-card';
import { RegisterForm } from './register-form';

/** The app's sign-up page (/register, register-v1/v2): the form with the router and the query cache. */
export function RegisterPage({ variant = 'v1' }: { variant?: AuthVariant }) {
  return <RegisterForm variant={variant} {...useRegistrationRoute(variant)} />;
}
