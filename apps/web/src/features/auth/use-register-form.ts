import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registrationQueryOptions, useRegister } from './api/register';
import { type RegisterForm, registerForm } from './auth-schemas';
import type { AuthVariant } from './components/auth-card';
import { applyServerErrors } from './components/server-errors';

/**
 * The one sign-up flow behind /register, register-v1/v2 and register-multi-steps: the form, whether
 * registration is open, the referral code from `?ref=`, and on success the verify-email page.
 */
export function useRegisterForm(variant: AuthVariant) {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { ref?: unknown };
  const ref =
    typeof search.ref === 'string' || typeof search.ref === 'number' ? String(search.ref) : undefined;
  const registration = useQuery(registrationQueryOptions());
  const mutation = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', terms: false },
  });
  const closed = registration.data?.open === false;
  const submit = form.handleSubmit(async ({ username, email, password }) => {
    setServerError(null);
    try {
      const answer = await mutation.mutateAsync({ username, email, password, ref: ref || undefined });
      await navigate({
        to: '/pages/authentication/$page',
        params: { page: `verify-email-${variant}` },
        search: { email: answer.email },
      });
    } catch (error) {
      setServerError(applyServerErrors(error, ['username', 'email', 'password'], form.setError));
    }
  });
  return { form, submit, closed, pending: mutation.isPending, serverError, referred: !!ref };
}
