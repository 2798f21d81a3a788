import type { RegisterAnswer } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { registrationQueryOptions } from './api/register';
import type { AuthVariant } from './components/auth-card';

/**
 * What the app's sign-up pages take from the router and the query cache: whether registration is
 * closed, the referral code of `?ref=`, and the verify-email page in the page's style after a sign-up.
 */
export function useRegistrationRoute(variant: AuthVariant) {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { ref?: unknown };
  const registration = useQuery(registrationQueryOptions());
  const referral =
    typeof search.ref === 'string' || typeof search.ref === 'number' ? String(search.ref) : undefined;
  const onRegistered = (answer: RegisterAnswer) =>
    navigate({
      to: '/pages/authentication/$page',
      params: { page: `verify-email-${variant}` },
      search: { email: answer.email },
    });
  return { closed: registration.data?.open === false, referral, onRegistered };
}
