import type { RegisterAnswer, RegisterBody, RegistrationAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const registrationQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'registration'],
    queryFn: requestRegistration,
    staleTime: 60_000,
  });

/** Whether anyone may create an account (the sign-in entry asks without the query cache). */
export const requestRegistration = () => api<RegistrationAnswer>('/auth/registration');

/** A pending account; the answer names the address its confirmation link went to. */
export const requestRegister = (body: RegisterBody) =>
  api<RegisterAnswer>('/auth/register', { method: 'POST', body });
