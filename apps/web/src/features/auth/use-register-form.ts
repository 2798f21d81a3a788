import type { RegisterAnswer } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestRegister } from './api/register';
import { type RegisterForm, registerForm } from './auth-schemas';
import { applyServerErrors } from './components/server-errors';

type Options = {
  /** `?ref=` of the shop's referral link, recorded with the account. */
  referral: string | undefined;
  /** Where the new account's owner goes next: the verify-email page. */
  onRegistered: (answer: RegisterAnswer) => Promise<void> | void;
};

/**
 * The one sign-up form behind /register, register-v1/v2 and register-multi-steps, in the app and on the
 * sign-in entry (no router, no query cache). The fields are react-hook-form's uncontrolled inputs: what
 * was typed into the server's fields before hydration is taken from them as they attach.
 */
export function useRegisterForm({ referral, onRegistered }: Options) {
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', terms: false },
  });
  const submit = form.handleSubmit(async ({ username, email, password }) => {
    setServerError(null);
    setPending(true);
    let answer: RegisterAnswer;
    try {
      answer = await requestRegister({ username, email, password, ref: referral || undefined });
    } catch (error) {
      setPending(false);
      setServerError(applyServerErrors(error, ['username', 'email', 'password'], form.setError));
      return;
    }
    // The button stays disabled: the page is left for the verify-email page.
    await onRegistered(answer);
  });
  return { form, submit, pending, serverError };
}
